"""The chapter and solution sources (sources/) and what they build: the committed notebooks and
catalogs are exactly what their sources make, translations are current, and the builder catches
hand edits, stale translations and untranslated comments."""

from __future__ import annotations

import json
import shutil
import sys
from dataclasses import replace
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_course as bc  # noqa: E402
from nbtools import text_hash  # noqa: E402
from sources.cells import code, exercise_cells, md, msg, parameters  # noqa: E402

SOURCES = bc.all_sources()


def test_every_notebook_folder_stem_has_a_source():
    """No chapter or solution notebook exists without the source that builds it."""
    for kind, folder in bc.KINDS.items():
        stems = {p.stem for lang in bc.LANGS for p in (ROOT / folder / lang).glob("*.ipynb")}
        assert stems == {s.stem for s in SOURCES if s.kind == kind}, folder


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.relative)
def test_committed_notebooks_are_what_the_source_builds(source):
    """Cells, tags and metadata (not outputs) of the three notebooks equal the build of their source."""
    found = [d for lang in bc.LANGS for d in bc.differences(source, lang)]
    assert not found, "\n".join(found) + "\nrebuild: python tools/build_course.py " + source.stem


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.relative)
def test_catalog_is_what_the_source_declares(source):
    assert not bc.catalog_differences(source)


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.relative)
def test_no_stale_translation_in_the_sources(source):
    stale = bc.stale_translations(source)
    assert not stale, f"{source.relative}: markdown cells {stale} translate an older English text"
    assert not bc.stale_messages(source)


def test_the_exercise_catalog_is_what_the_bank_declares():
    """messages_exercises.json is generated from the texts written beside each exercise (exercises/bank/)."""
    assert not bc.exercise_catalog_differences(), "rebuild: python tools/build_course.py"


def test_no_stale_translation_in_the_bank_or_the_hand_written_catalogs():
    assert bc.stale_catalog_texts() == []


def test_every_catalog_is_generated_or_stamped_by_hand():
    names = {p.name for p in bc.hand_written_catalogs()}
    assert names == {"messages.json", "messages_capstone.json", "messages_drills.json", "messages_errors.json",
                     "messages_feedback.json", "messages_kit.json", "messages_lab.json"}
    for path in bc.hand_written_catalogs():
        entries = json.loads(path.read_text(encoding="utf-8"))
        assert all("translates" in entry for key, entry in entries.items() if not key.startswith("_")), path.name


def test_a_hand_edit_of_the_exercise_catalog_is_reported(tmp_path, monkeypatch):
    edited = json.loads(bc.EXERCISE_CATALOG.read_text(encoding="utf-8"))
    edited["ex.10.bpref.why"]["es"] += " Editado a mano."
    target = tmp_path / "messages_exercises.json"
    target.write_text(json.dumps(edited, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(bc, "EXERCISE_CATALOG", target)
    assert len(bc.exercise_catalog_differences()) == 1


def test_no_orphan_chapter_catalog():
    """Every generated chapter catalog belongs to a source (a removed chapter takes its texts along)."""
    expected = {s.catalog_path.name for s in SOURCES if s.messages}
    generated = {p.name for p in bc.CATALOGS.glob("messages_chapter_*.json")} | {p.name for p in bc.CATALOGS.glob("messages_solutions_*.json")}
    assert generated == expected


def _demo(tmp_path, cells, comments=None) -> bc.Source:
    path = tmp_path / "chapters" / "99_demo.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    return bc.Source(path, "chapters", "99_demo", cells, comments or {})


def test_a_hand_edit_of_a_notebook_is_reported(tmp_path, monkeypatch):
    source = next(s for s in SOURCES if s.stem.startswith("03") and s.kind == "chapters")
    edited = nbformat.read(source.notebook_path("es"), as_version=4)
    first_markdown = next(c for c in edited.cells if c.cell_type == "markdown")
    first_markdown.source += "\n\nUna frase añadida a mano."
    target = tmp_path / "es.ipynb"
    nbformat.write(edited, target)
    monkeypatch.setattr(bc.Source, "notebook_path", lambda self, lang: target)
    found = bc.differences(source, "es")
    assert len(found) == 1 and "cell 0" in found[0]


def test_an_english_edit_makes_both_translations_stale(tmp_path):
    english = "## Ranking\n\nThe first line."
    stamp = text_hash(english)
    cells = [md(en=english, es="## Ranking\n\nLa primera línea.", zh="## 排序\n\n第一行。", translates={"es": stamp, "zh": stamp})]
    assert bc.stale_translations(_demo(tmp_path, cells)) == []
    cells = [replace(cells[0], text={**cells[0].text, "en": english + " Edited."})]
    assert bc.stale_translations(_demo(tmp_path, cells)) == [(0, "es"), (0, "zh")]


def test_exercise_cells_is_the_heading_the_card_and_the_solution(tmp_path):
    heading = {"en": "1.1 · Recall", "es": "1.1 · Recall", "zh": "1.1 · 召回率"}
    stamp = text_hash("## 1.1 · Recall")
    cells = exercise_cells("01.recall_seed", heading, "answer = 1 / 3  # SOLUTION\nex.check(answer)",
                           translates={"es": stamp, "zh": stamp})
    built = bc.build(_demo(tmp_path, cells), "zh").cells
    assert [c.source for c in built] == ["## 1.1 · 召回率", 'ex = exercise("01.recall_seed")\nex',
                                         "answer = 1 / 3  # SOLUTION\nex.check(answer)"]
    assert built[2].metadata["tags"] == ["solution"] and "tags" not in built[1].metadata
    assert cells[0].origin == (__file__, cells[0].origin[1]) and bc.stale_translations(_demo(tmp_path, cells)) == []


def test_comments_are_translated_and_the_code_kept(tmp_path):
    source = _demo(tmp_path, [parameters(), code("x = 1  # one\nprint(x)  # SOLUTION")], {"one": ("uno", "一")})
    built = {lang: bc.build(source, lang).cells[1].source for lang in bc.LANGS}
    assert built == {"en": "x = 1  # one\nprint(x)  # SOLUTION", "es": "x = 1  # uno\nprint(x)  # SOLUTION",
                     "zh": "x = 1  # 一\nprint(x)  # SOLUTION"}
    assert bc.build(source, "zh").cells[0].source.startswith('lang = "zh"')


def test_a_comment_without_translation_is_refused(tmp_path):
    source = _demo(tmp_path, [code("x = 1  # forgot to translate this")])
    with pytest.raises(ValueError, match="forgot to translate this"):
        bc.build(source, "es")


def test_catalog_keys_declared_twice_are_refused(tmp_path):
    source = _demo(tmp_path, [msg("ch99.a", en="a", es="a", zh="a"), msg("ch99.a", en="b", es="b", zh="b")])
    with pytest.raises(ValueError, match="declared twice"):
        bc.catalog(source)


def test_stamp_records_the_current_english_text(tmp_path):
    """--stamp rewrites the hash in the source file, for the languages named, and nothing else."""
    folder = tmp_path / "chapters"
    folder.mkdir()
    text = (
        "from sources.cells import md, msg\n\nCELLS = [\n"
        "    msg('ch99.x', en='x', es='x', zh='x'),\n"
        "    md(en='Old', es='Viejo', zh='旧', translates={'es': 'aaaaaaaaaaaa', 'zh': 'bbbbbbbbbbbb'}),\n"
        "    md(en='New text', es='Texto nuevo', zh='新文本', translates={'es': 'cccccccccccc', 'zh': 'dddddddddddd'}),\n"
        "]\n"
    )
    (folder / "99_demo.py").write_text(text, encoding="utf-8")
    bc.stamp(folder / "99_demo.py", 1, ["es"])
    after = (folder / "99_demo.py").read_text(encoding="utf-8")
    assert f'"es": "{text_hash("New text")}"'.replace('"es"', "'es'") in after
    assert "'zh': 'dddddddddddd'" in after and "'es': 'aaaaaaaaaaaa'" in after
    assert bc.stale_translations(bc.load(folder / "99_demo.py")) == [(0, "es"), (0, "zh"), (1, "zh")]


def test_an_english_edit_of_a_catalog_text_makes_both_translations_stale(tmp_path):
    stamp = text_hash("Mean of the three queries")
    cells = [msg("ch99.mean", en="Mean of the three queries", es="Media de las tres consultas", zh="三个查询的平均值",
                 translates={"es": stamp, "zh": stamp})]
    assert bc.stale_messages(_demo(tmp_path, cells)) == []
    cells = [replace(cells[0], text={**cells[0].text, "en": "Mean of the four queries"})]
    stale = bc.stale_messages(_demo(tmp_path, cells))
    assert len(stale) == 2 and all("ch99.mean" in line for line in stale)


def test_stamp_records_a_catalog_texts_english(tmp_path):
    """--stamp FILE KEY: a msg() of a source, and a tr() of the exercise bank's kind, by its key."""
    folder = tmp_path / "chapters"
    folder.mkdir()
    text = (
        "from sources.cells import md, msg\n\nCELLS = [\n"
        "    msg('ch99.x', en='Now', es='Ahora', zh='现在',\n"
        "        translates={'es': 'aaaaaaaaaaaa', 'zh': 'bbbbbbbbbbbb'}),\n"
        "    md(en='Old', es='Viejo', zh='旧', translates={'es': 'cccccccccccc', 'zh': 'dddddddddddd'}),\n"
        "]\n"
    )
    (folder / "99_demo.py").write_text(text, encoding="utf-8")
    bc.stamp(folder / "99_demo.py", "ch99.x", ["zh"])
    after = (folder / "99_demo.py").read_text(encoding="utf-8")
    assert f'"{text_hash("Now")}"' in after and "'es': 'aaaaaaaaaaaa'" in after and "'zh': 'dddddddddddd'" in after
    assert len(bc.stale_messages(bc.load(folder / "99_demo.py"))) == 1  # es only
    from ragmetrics_course.exercises.bank.texts import tr

    bank = tmp_path / "bank.py"
    bank.write_text("from ragmetrics_course.exercises.bank.texts import tr\n\nTEXT = {'why': tr(\n    en='Because.', "
                    "es='Porque.', zh='因为。', translates={'es': 'eeeeeeeeeeee', 'zh': 'ffffffffffff'})}\n", encoding="utf-8")
    written = tr(en="Because.", es="Porque.", zh="因为。", translates={})
    assert written.origin[1] > 0 and written.origin[0] == __file__
    bc.catalog_stamps.stamp_call(bank, 3, ["es", "zh"], "Because.")
    assert bank.read_text(encoding="utf-8").count(text_hash("Because.")) == 2


@pytest.mark.parametrize("layout", ["compact", "indented"])
def test_stamp_and_staleness_of_a_hand_written_catalog(tmp_path, layout):
    entries = {"_about": "demo", "demo.a": {"en": "A {k}", "es": "Una {k}", "zh": "一个 {k}"},
               "demo.b": {"en": "B", "es": "Be", "zh": "乙"}}
    path = tmp_path / "messages_demo.json"
    if layout == "compact":
        path.write_text("{\n" + ",\n".join(f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}"
                                            for k, v in entries.items()) + "\n}\n", encoding="utf-8")
    else:
        path.write_text(json.dumps(entries, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    bc.catalog_stamps.add_json_stamps(path)
    layout_before = path.read_text(encoding="utf-8")
    assert bc.catalog_stamps.stale_in_json(path, "demo") == []
    changed = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(layout_before.replace('"en": "A {k}"', '"en": "An {k}"'), encoding="utf-8")
    assert [line.split(": ")[-1] for line in bc.catalog_stamps.stale_in_json(path, "demo")] == [
        "the es text translates an older English text", "the zh text translates an older English text"]
    bc.stamp(path, "demo.a", ["es"])
    assert len(bc.catalog_stamps.stale_in_json(path, "demo")) == 1
    after = json.loads(path.read_text(encoding="utf-8"))
    assert after["demo.a"]["translates"] == {"es": text_hash("An {k}"), "zh": changed["demo.a"]["translates"]["zh"]}
    assert after["demo.b"] == changed["demo.b"]
    assert path.read_text(encoding="utf-8").count("\n") == layout_before.count("\n")  # the layout kept


def test_rebuilding_keeps_outputs_only_while_the_code_is_unchanged(tmp_path, monkeypatch):
    source = _demo(tmp_path, [parameters(), code("print(1)")])
    monkeypatch.setattr(bc.Source, "notebook_path", lambda self, lang: tmp_path / lang / "99_demo.ipynb")
    monkeypatch.setattr(bc.Source, "catalog_path", property(lambda self: tmp_path / "catalog.json"))
    assert len(bc.write(source)) == 3  # new notebooks: all to execute
    for lang in bc.LANGS:
        notebook = nbformat.read(source.notebook_path(lang), as_version=4)
        notebook.cells[1].outputs = [nbformat.v4.new_output("stream", name="stdout", text="1\n")]
        nbformat.write(notebook, source.notebook_path(lang))
    assert bc.write(source) == []
    assert nbformat.read(source.notebook_path("es"), as_version=4).cells[1].outputs[0]["text"] == "1\n"
    changed = replace(source, cells=[parameters(), code("print(2)")])
    assert len(bc.write(changed)) == 3
    assert nbformat.read(source.notebook_path("es"), as_version=4).cells[1].outputs == []
