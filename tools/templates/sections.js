(function () {
  var list = document.getElementById("rm-sections");
  if (!list) return;
  document.querySelectorAll(".jp-RenderedMarkdown h2[id]").forEach(function (h) {
    var item = document.createElement("li"), link = document.createElement("a");
    link.href = "#" + h.id; link.textContent = h.textContent.replace(/\u00b6$/, "").trim();
    item.appendChild(link); list.appendChild(item);
  });
})();
