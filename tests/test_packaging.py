"""Issue 8: the wheel carries every resource and loads it; desktop files validate; the bundle starts.

The wheel test builds a real wheel (hatchling, ~3 s) once per session. The
PyInstaller bundle test is opt-in (``GIN_TEST_BUNDLE=1``): it needs PyInstaller
and ~15 s of build.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.gin_desktop.GinDesktop"
IGNORED = {"__pycache__"}


def resource_files() -> list[Path]:
    files = [p for p in RESOURCES.rglob("*") if p.is_file() and not IGNORED & set(p.relative_to(RESOURCES).parts)]
    return sorted(p for p in files if p.suffix != ".pyc")


def _hatchling_available() -> bool:
    try:
        import hatchling  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)]
    if _hatchling_available():
        cmd.insert(4, "--no-build-isolation")  # offline when the build backend is already installed
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    (built,) = out.glob("gin_desktop-*.whl")
    return built


@pytest.fixture(scope="session")
def sdist(tmp_path_factory) -> Path:
    if not _hatchling_available():
        pytest.skip("hatchling (the test extra) builds the sdist offline")
    out = tmp_path_factory.mktemp("sdist")
    cmd = [sys.executable, "-m", "hatchling", "build", "-t", "sdist", "-d", str(out)]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    (built,) = out.glob("gin_desktop-*.tar.gz")
    return built


def _sdist_files(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as tf:
        return {name.split("/", 1)[1] for name in tf.getnames() if "/" in name}


def test_sdist_ships_the_product_its_tests_and_docs_whole(sdist):
    # The tests read benchmarks/ too: the rating fit (tests/ai/test_ai_level_ratings.py) and the
    # pooling scripts, so an unpacked sdist runs its own test suite.
    shipped = _sdist_files(sdist)
    for folder in ("gin_desktop", "tests", "docs", "benchmarks", "resources", "i18n"):
        files = [p for p in (ROOT / folder).rglob("*") if p.is_file() and not {"__pycache__", ".hypothesis"}
                 & set(p.parts) and p.suffix != ".pyc" and not p.name.endswith(".json.part")]
        assert files, folder
        missing = sorted(str(p.relative_to(ROOT)) for p in files if p.relative_to(ROOT).as_posix() not in shipped)
        assert missing == [], folder
    assert {"README.md", "pyproject.toml"} <= shipped


def test_sdist_benchmarks_are_scripts_and_the_rating_runs_only(sdist):
    # The A/B experiments left main in issue 71 (git keeps them at 444f56b): benchmarks/ holds the scripts
    # a contributor runs, results/<date>/*.json, the runs the levels' ratings are fitted from, and
    # danger/*.jsonl, the hands discard danger is calibrated on (issue 72); opponents/ holds benchmark
    # players that are not levels (issue 73) and their runs, kept apart from the fit.
    bench = sorted(f for f in _sdist_files(sdist) if f.startswith("benchmarks/"))
    assert "benchmarks/rating.py" in bench and "benchmarks/README.md" in bench
    kept = (r"benchmarks/((opponents/)?[\w.]+\.(py|sh|md)|(opponents/)?results/[\w-]+/[\w.-]+\.json"
            r"|danger/[\w-]+\.jsonl)")
    odd = [f for f in bench if not re.fullmatch(kept, f)]
    assert odd == []
    assert any(f.startswith("benchmarks/results/") for f in bench)


def test_the_resource_tree_is_not_empty():
    kinds = {p.relative_to(RESOURCES).parts[0] for p in resource_files()}
    assert {"icons", "i18n", "sounds", "help"} <= kinds


def test_wheel_contains_every_resource_byte_for_byte(wheel):
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        missing = []
        for path in resource_files():
            arc = "gin_desktop/resources/" + path.relative_to(RESOURCES).as_posix()
            if arc not in names:
                missing.append(arc)
            else:
                assert zf.read(arc) == path.read_bytes(), arc
    assert missing == []


def test_wheel_declares_the_gui_script(wheel):
    with zipfile.ZipFile(wheel) as zf:
        (ep_name,) = [n for n in zf.namelist() if n.endswith(".dist-info/entry_points.txt")]
        entry_points = configparser.ConfigParser()
        entry_points.read_string(zf.read(ep_name).decode())
    assert entry_points["gui_scripts"]["gin-desktop"] == "gin_desktop.app:main"


SHARED = {
    f"share/applications/{APP_ID}.desktop": LINUX / f"{APP_ID}.desktop",
    f"share/metainfo/{APP_ID}.metainfo.xml": LINUX / f"{APP_ID}.metainfo.xml",
    f"share/icons/hicolor/256x256/apps/{APP_ID}.png": LINUX / f"{APP_ID}.png",
    f"share/icons/hicolor/scalable/apps/{APP_ID}.svg": RESOURCES / "icons" / "gin-desktop.svg",
}


@pytest.mark.skipif(
    "shared-data" not in (ROOT / "pyproject.toml").read_text(encoding="utf-8"),
    reason="pyproject.toml has no [tool.hatch.build.targets.wheel.shared-data] yet",
)
def test_wheel_installs_the_desktop_files_under_share(wheel):
    with zipfile.ZipFile(wheel) as zf:
        data = {n.split(".data/data/", 1)[1]: n for n in zf.namelist() if ".data/data/" in n}
        for target, source in SHARED.items():
            assert target in data, target
            assert zf.read(data[target]) == source.read_bytes(), target


# Run from the unpacked wheel only (cwd and sys.path away from the checkout):
# every resource through resource_root(), the icon, each SVG, each .qm and each WAV.
_LOAD_ALL = r"""
import sys, wave, io
sys.path[:0] = [sys.argv[1]]
import gin_desktop
assert gin_desktop.__file__.startswith(sys.argv[1]), gin_desktop.__file__
import gin_desktop.gui
from gin_desktop.resources import resource_root, read_bytes
root = resource_root()
assert str(root).startswith(sys.argv[1]), root
from PySide6.QtCore import QByteArray, QTranslator
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtSvg import QSvgRenderer
app = QGuiApplication([])
count = 0
def walk(node, rel):
    global count
    for child in node.iterdir():
        r = rel + child.name
        if child.is_dir():
            walk(child, r + "/")
            continue
        if "__pycache__" in r:
            continue
        data = read_bytes(r)
        count += 1
        if r.endswith(".svg"):
            assert QSvgRenderer(QByteArray(data)).isValid(), r
        elif r.endswith(".png"):
            assert not QImage.fromData(data).isNull(), r
        elif r.endswith(".qm"):
            t = QTranslator()
            assert t.load(data), r
        elif r.endswith(".wav"):
            with wave.open(io.BytesIO(data)) as w:
                assert w.getnframes() > 0, r
walk(root, "")
from gin_desktop.resources import app_icon
assert not app_icon().isNull()
print(count)
"""


def test_every_resource_loads_from_the_unpacked_wheel(wheel, tmp_path):
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(site)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": ""}
    done = subprocess.run(
        [sys.executable, "-I", "-c", _LOAD_ALL, str(site)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.strip().splitlines()[-1]) == len(resource_files())


def test_checkout_falls_back_to_the_top_level_resources():
    from gin_desktop.resources import resource_root

    assert Path(str(resource_root())).resolve() == RESOURCES.resolve()


@pytest.mark.parametrize("relpath", ["../pyproject.toml", "/etc/passwd", "", "icons/../../README.md"])
def test_resource_paths_cannot_leave_the_root(relpath):
    from gin_desktop.resources import read_bytes

    with pytest.raises(ValueError, match="relative and inside"):
        read_bytes(relpath)


def test_missing_resource_names_the_path():
    from gin_desktop.resources import read_bytes

    with pytest.raises(FileNotFoundError, match=r"icons/nope\.svg"):
        read_bytes("icons/nope.svg")


# ---- desktop integration files ------------------------------------------------


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_launches_the_installed_command_with_our_icon():
    entry = _desktop_entry()
    assert entry["Exec"].split()[0] == "gin-desktop"
    assert entry["Icon"] == APP_ID
    assert "Game" in entry["Categories"].split(";")
    assert (LINUX / f"{APP_ID}.png").is_file()


def test_desktop_id_matches_what_the_app_announces():
    from gin_desktop.app import DESKTOP_ID

    assert DESKTOP_ID == APP_ID


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validates():
    done = subprocess.run(
        ["desktop-file-validate", str(LINUX / f"{APP_ID}.desktop")], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates():
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(LINUX / f"{APP_ID}.metainfo.xml")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_metainfo_release_matches_the_package_version():
    import xml.etree.ElementTree as ET

    from gin_desktop import __version__

    tree = ET.parse(LINUX / f"{APP_ID}.metainfo.xml")
    versions = [r.get("version") for r in tree.getroot().iter("release")]
    assert versions[0] == __version__


def test_metainfo_screenshots_exist_in_the_repository():
    import xml.etree.ElementTree as ET

    shots = ROOT / "docs" / "screenshots"
    if not shots.is_dir():
        pytest.skip("docs/screenshots/ not in the tree yet")
    tree = ET.parse(LINUX / f"{APP_ID}.metainfo.xml")
    urls = [img.text for img in tree.getroot().iter("image")]
    assert urls
    missing = [u for u in urls if not (shots / u.rsplit("/docs/screenshots/", 1)[-1]).is_file()]
    assert missing == []


# ---- icons ----------------------------------------------------------------------


def test_png_icons_are_rendered_from_the_current_svg(tmp_path, qapp):
    """``packaging/make_icons.py`` output equals the committed PNGs (re-run it after editing the SVG)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_icons
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    from PySide6.QtGui import QImage

    svg = make_icons.SVG.read_bytes()
    for size in make_icons.SIZES:
        committed = QImage(str(RESOURCES / "icons" / f"gin-desktop-{size}.png"))
        assert committed.size().width() == size
        fresh = make_icons.render(svg, size).convertToFormat(committed.format())
        differing, largest = _image_distance(fresh, committed)
        assert differing <= 16 and largest <= 2, f"gin-desktop-{size}.png is stale: run packaging/make_icons.py"


def _image_distance(a, b) -> tuple[int, int]:
    """(pixels that differ, largest channel difference): Qt's SVG antialiasing
    moves a few edge pixels by one step between Qt minor versions; an edited
    SVG changes many pixels by far more."""
    differing = largest = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixel(x, y), b.pixel(x, y)
            if p != q:
                differing += 1
                largest = max(largest, *(abs(((p >> s) & 255) - ((q >> s) & 255)) for s in (0, 8, 16, 24)))
    return differing, largest


# ---- PyInstaller bundle (opt-in) ------------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(os.environ.get("GIN_TEST_BUNDLE") != "1", reason="set GIN_TEST_BUNDLE=1 to build the bundle")
def test_pyinstaller_bundle_starts_and_paints_the_table(tmp_path):
    pytest.importorskip("PyInstaller")
    dist = tmp_path / "dist"
    build = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build_bundle.sh"), str(dist), str(tmp_path / "work")],
        env={**os.environ, "PYTHON": sys.executable},
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    exe = dist / "gin-desktop" / "gin-desktop"
    assert exe.is_file()
    shot = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GIN_SMOKE_SCREENSHOT": str(shot)}
    done = subprocess.run([str(exe), "--lang", "en"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke: MainWindow " in done.stdout, done.stdout  # the real table, not a placeholder
    # Modules loaded after the first paint (QtNetwork for the single-instance socket) are in the bundle too.
    assert "Traceback" not in done.stderr, done.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert not image.isNull() and image.width() >= 640
    # A painted table is mostly baize green, not a blank window.
    green = sum(
        1
        for x in range(0, image.width(), 16)
        for y in range(0, image.height(), 16)
        if (c := image.pixelColor(x, y)).green() > c.red() + 30 and c.green() > c.blue() + 10
    )
    total = len(range(0, image.width(), 16)) * len(range(0, image.height(), 16))
    assert green > total // 4, f"only {green}/{total} sampled pixels are table green"
