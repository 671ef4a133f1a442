"""Which language the game speaks, and installing its translators without a restart.

Source strings are English. Spanish comes from ``resources/i18n/gin_desktop_es.qm``
(built from ``i18n/gin_desktop_es.ts`` by ``i18n/update.sh``); English has a
plural-only ``gin_desktop_en.qm`` so that ``tr("%n card(s)", "", n)`` reads
"1 card" / "2 cards". Qt's own strings (OK, Cancel …) come from Qt's
``qtbase_<lang>.qm``, and the few it lacks from ours (:data:`QT_GAPS`).

Every string is marked where lupdate reads it (``self.tr``,
``QCoreApplication.translate("Context", ...)``, ``QT_TRANSLATE_NOOP`` for
tables; a test forbids wrappers). ``Catalog`` still falls back to the empty
context, so a string filed without one is translated all the same.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget;
widgets that re-set their texts in ``changeEvent`` switch at once.

>>> resolve_language("es"), resolve_language("en")
('es', 'en')
>>> resolve_language("klingon")
Traceback (most recent call last):
...
ValueError: unknown language: 'klingon' (known: system, en, es)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gin_desktop.resources import resource

#: Languages the game is translated into (besides "system").
SUPPORTED = ("en", "es")
CATALOG = "gin_desktop"

# The translators currently installed, kept referenced: Qt does not own them, and a
# translator loaded from bytes reads those bytes for as long as it is installed.
_installed: list[tuple[QTranslator, bytes | None]] = []
_language = "en"
_locale_before: QLocale | None = None  # the default locale before the first install, for remove_translators


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # the name lupdate reads
    """Mark ``source`` for translation in ``context``; return it as is. PySide6's own is typed ``object``."""
    return source


#: Qt's own strings its Spanish catalogue lacks (Qt 6 moved them to a context ``qtbase_es`` does not
#: have): filed here, so the game's catalogue answers for them. The file dialog's Type column.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)


class Catalog(QTranslator):
    """The game's translator: the exact context first, then the empty context (see above)."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        text = super().translate(context, source_text, disambiguation, n)
        if not text and context:
            text = super().translate("", source_text, disambiguation, n)
        # None is Qt's null string, "not found here": Qt then asks the next translator or keeps
        # the source text. An empty string would be taken as the translation.
        return text or None


def system_language(locale: QLocale | None = None) -> str:
    """"es" when the system locale is Spanish (any region), else "en"."""
    locale = QLocale.system() if locale is None else locale
    return "es" if locale.language() == QLocale.Language.Spanish else "en"


def resolve_language(setting: str, locale: QLocale | None = None) -> str:
    """The language to use for a ``Settings.language`` value ("system", "en" or "es")."""
    if setting == "system":
        return system_language(locale)
    if setting in SUPPORTED:
        return setting
    raise ValueError(f"unknown language: {setting!r} (known: system, {', '.join(SUPPORTED)})")


def catalog_path(language: str) -> str:
    """Where the game's ``.qm`` for ``language`` lives, relative to the resource root."""
    return f"i18n/{CATALOG}_{language}.qm"


def install_language(language: str, app: QCoreApplication | None = None) -> str:
    """Replace the installed translators by those for ``language``; returns the language used.

    ``language`` may be "system". Missing catalogues are skipped (English needs
    none to be readable), so this never fails on a broken install.
    """
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QCoreApplication")
    global _language, _locale_before
    lang = resolve_language(language)
    remove_translators(app)
    _language = lang
    if _locale_before is None:
        _locale_before = QLocale()
    QLocale.setDefault(QLocale(lang))

    node = resource(catalog_path(lang))
    if node.is_file():
        data = node.read_bytes()
        ours = Catalog(app)
        if ours.load(data):
            app.installTranslator(ours)
            _installed.append((ours, data))

    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append((qt, None))
    return lang


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Uninstall what ``install_language`` installed (back to the English source strings)."""
    global _language, _locale_before
    _language = "en"
    if _locale_before is not None:
        QLocale.setDefault(_locale_before)
        _locale_before = None
    app = app or QCoreApplication.instance()
    while _installed:
        translator, _data = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
        translator.deleteLater()


def current_language() -> str:
    """The language last installed ("en" before any)."""
    return _language
