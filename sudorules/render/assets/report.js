// The path report: one figure per step, shown one at a time.
// Keys: ArrowRight/ArrowDown next, ArrowLeft/ArrowUp previous, Home first, End last, H the most complex step.
(function () {
  "use strict";
  var figures = document.querySelectorAll(".sr-figure");
  var items = document.querySelectorAll(".sr-list li");
  var position = document.getElementById("sr-position");
  var current = -1;

  function show(k) {
    k = Math.max(0, Math.min(figures.length - 1, k));
    if (k === current) { return; }
    for (var i = 0; i < figures.length; i++) {
      figures[i].hidden = i !== k;
      if (items[i]) { items[i].classList.toggle("sr-current", i === k); }
    }
    current = k;
    document.body.setAttribute("data-current", String(k + 1));
    position.textContent = figures[k].getAttribute("data-label");
    var item = items[k];
    if (item) {  // keep the current step in view inside the list, without scrolling the page
      var list = item.parentNode;
      if (item.offsetTop < list.scrollTop || item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = item.offsetTop - list.clientHeight / 2;
      }
    }
    if (history.replaceState) { history.replaceState(null, "", "#" + (k + 1)); }
  }

  function hardest() {
    for (var i = 0; i < figures.length; i++) {
      if (figures[i].classList.contains("sr-hardest")) { show(i); return; }
    }
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    var keys = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1};
    if (event.key in keys) { show(current + keys[event.key]); }
    else if (event.key === "Home") { show(0); }
    else if (event.key === "End") { show(figures.length - 1); }
    else if (event.key === "h" || event.key === "H") { hardest(); }
    else { return; }
    event.preventDefault();
  });
  document.getElementById("sr-prev").addEventListener("click", function () { show(current - 1); });
  document.getElementById("sr-next").addEventListener("click", function () { show(current + 1); });
  var jump = document.getElementById("sr-jump");
  if (jump) { jump.addEventListener("click", hardest); }
  for (var i = 0; i < items.length; i++) {
    items[i].addEventListener("click", (function (k) { return function () { show(k); }; })(i));
  }
  var start = parseInt((location.hash || "#1").slice(1), 10);
  show(isNaN(start) ? 0 : start - 1);
})();
