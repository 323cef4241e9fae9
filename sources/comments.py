"""Comment translations shared by several sources: English -> (Spanish, Chinese).

A source's own COMMENTS, and a cell's comments={...}, take precedence over these.
"""

COMMON_COMMENTS = {
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan vienen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "papermill may have changed the parameters: checked here, in this notebook's language": (
        "papermill puede haber cambiado los parámetros: se comprueban aquí, en el idioma de este notebook",
        "papermill 可能改过这些参数：先在这里检查，出错时用本笔记本的语言提示",
    ),
    "Chinese glyphs in the figures": ("caracteres chinos en las figuras", "让图中的中文正常显示"),
    "the figure cannot show a cutoff past the end of the ranking": (
        "la figura no puede mostrar un corte más allá del final del ranking",
        "图中的截断位置不能超过排序的长度",
    ),
    "The numbers the chart shows when it opens": ("Los números que muestra el gráfico al abrirse", "图表打开时显示的数值"),
    "what the side-by-side view shows first": ("lo que muestra la comparación de los dos rankings al abrirse", "并排视图初次显示的内容"),
}
