// ksd doc: the search box of the index, and the links of the diagrams' boxes. Text is only ever set as text.
(function () {
  "use strict";

  function search() {
    var input = document.getElementById("search");
    var results = document.getElementById("search-results");
    var entries = window.KSD_SEARCH;
    if (!input || !results || !entries) {
      return;
    }
    function show() {
      var words = input.value.toLowerCase().split(/\s+/).filter(function (w) { return w.length > 0; });
      while (results.firstChild) {
        results.removeChild(results.firstChild);
      }
      if (words.length === 0) {
        return;
      }
      entries.forEach(function (entry) {
        var text = (entry.name + " " + entry.kind).toLowerCase();
        if (words.every(function (w) { return text.indexOf(w) >= 0; })) {
          var item = document.createElement("li");
          var link = document.createElement("a");
          link.href = entry.page;
          link.textContent = entry.name;
          var kind = document.createElement("span");
          kind.className = "kind";
          kind.textContent = entry.kind;
          item.appendChild(link);
          item.appendChild(kind);
          results.appendChild(item);
        }
      });
    }
    input.addEventListener("input", show);
    show();
  }

  function diagramLinks() {
    var svgNs = "http://www.w3.org/2000/svg";
    document.querySelectorAll("[data-links]").forEach(function (figure) {
      var links = JSON.parse(figure.getAttribute("data-links"));
      figure.querySelectorAll("g[data-name]").forEach(function (box) {
        var key = box.getAttribute("class") + "|" + box.getAttribute("data-name");
        if (!Object.prototype.hasOwnProperty.call(links, key)) {
          return;
        }
        var link = document.createElementNS(svgNs, "a");
        link.setAttribute("href", links[key]);
        var title = document.createElementNS(svgNs, "title");
        title.textContent = box.getAttribute("data-name");
        link.appendChild(title);
        box.parentNode.insertBefore(link, box);
        link.appendChild(box);
      });
    });
  }

  search();
  diagramLinks();
})();
