// Sudoku Explainer 1.2.1's path for one puzzle, hint by hint (issue 27, docs/ser.md): a
// development aid to compare with `sudorules solve PUZZLE --theory SER`.  It drives SE's own
// Solver as Solver.getDifficulty does (the first hint of the first producer that has one),
// printing each hint and its difficulty.  Needs SE 1.2.1 + serate built as docs/ser.md says:
//   javac -cp serate.jar -d . SerPath.java && java -cp serate.jar:. SerPath PUZZLE [MAX_STEPS]
import java.lang.reflect.Field;
import java.util.List;

import diuf.sudoku.Grid;
import diuf.sudoku.solver.Hint;
import diuf.sudoku.solver.HintProducer;
import diuf.sudoku.solver.Rule;
import diuf.sudoku.solver.SingleHintAccumulator;
import diuf.sudoku.solver.Solver;

public class SerPath {
    private static final String[] LISTS = {"directHintProducers", "indirectHintProducers", "chainingHintProducers",
            "chainingHintProducers2", "advancedHintProducers", "experimentalHintProducers"};

    public static void main(String[] args) throws Exception {
        String puzzle = args[0];
        int maxSteps = args.length > 1 ? Integer.parseInt(args[1]) : Integer.MAX_VALUE;
        Grid grid = new Grid();
        for (int i = 0; i < 81; i++) {
            char ch = puzzle.charAt(i);
            if (ch >= '1' && ch <= '9')
                grid.setCellValue(i % 9, i / 9, ch - '0');
        }
        Solver solver = new Solver(grid);
        solver.rebuildPotentialValues();
        int step = 0;
        while (!solved(grid) && step < maxSteps) {
            SingleHintAccumulator accu = new SingleHintAccumulator();
            try {
                for (String name : LISTS) {
                    Field field = Solver.class.getDeclaredField(name);
                    field.setAccessible(true);
                    for (Object producer : (List<?>) field.get(solver))
                        ((HintProducer) producer).getHints(grid, accu);
                }
            } catch (InterruptedException found) {
                // the first hint found stops the search, as in Solver.getDifficulty
            }
            Hint hint = accu.getHint();
            if (hint == null) {
                System.out.println("no hint: stuck");
                return;
            }
            System.out.printf("%d\t%.1f\t%s\t%s%n", ++step, ((Rule) hint).getDifficulty(), hint.toString(),
                    hint.getRule().toString());  // the producer: "Dynamic Forcing Chains (+)", ...
            hint.apply();
        }
    }

    private static boolean solved(Grid grid) {
        for (int y = 0; y < 9; y++)
            for (int x = 0; x < 9; x++)
                if (grid.getCellValue(x, y) == 0)
                    return false;
        return true;
    }
}
