// Sudoku Explainer 1.2.1's rating time per puzzle in a warm JVM (issue 27, docs/ser.md): a
// development aid for benchmarks/ser.py, whose serate figures are serate's own `%e` (10 ms
// resolution, so most of first200 reads 0.00).  Each puzzle is rated as serate rates it
// (Solver.getDifficulty), ROUNDS times over the whole file; the last round is printed, one
// line per puzzle: ER/EP/ED, the elapsed and the thread's CPU time of the rating in ms (the
// JIT compiled the code during the first rounds, as a long serate run would have).
//   javac -cp serate.jar -d . SerTime.java && java -cp serate.jar:. SerTime PUZZLES.txt [ROUNDS]
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

import diuf.sudoku.Grid;
import diuf.sudoku.solver.Solver;

public class SerTime {
    public static void main(String[] args) throws Exception {
        List<String> puzzles = Files.readAllLines(Paths.get(args[0]));
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= rounds; round++) {
            for (String puzzle : puzzles) {
                if (puzzle.length() < 81)
                    continue;
                Grid grid = new Grid();
                for (int i = 0; i < 81; i++) {
                    char ch = puzzle.charAt(i);
                    if (ch >= '1' && ch <= '9')
                        grid.setCellValue(i % 9, i / 9, ch - '0');
                }
                long wall = System.nanoTime();
                long cpu = bean.getCurrentThreadCpuTime();
                Solver solver = new Solver(grid);
                solver.rebuildPotentialValues();
                try {
                    solver.getDifficulty();
                } catch (UnsupportedOperationException ex) {
                    solver.difficulty = solver.pearl = solver.diamond = 0.0;
                }
                cpu = bean.getCurrentThreadCpuTime() - cpu;
                wall = System.nanoTime() - wall;
                if (round == rounds)
                    System.out.printf("%s\t%.1f/%.1f/%.1f\t%.3f\t%.3f%n", puzzle.substring(0, 81), solver.difficulty,
                            solver.pearl, solver.diamond, wall / 1e6, cpu / 1e6);
                System.out.flush();
            }
        }
    }
}
