"""Help > About > Third-party licences: the notices of this copy (ui/notices/installed.py), the
standalone folder's THIRD-PARTY-NOTICES.txt or, for a wheel or a source tree, the same made from
what is installed, in a read-only text a screen reader and the keyboard can go through."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from solitaire.errors import TraxError
from ui.app.language import tr
from ui.notices.installed import notices_text, shipped_file


class NoticesDialog(QDialog):
    """The licences of Trax Solitaire and of what it runs on."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Third-party licences"))
        self.resize(720, 640)
        shipped = shipped_file()
        if shipped is not None:
            where = tr("These notices are in the file {path}.").format(path=shipped)
        else:
            where = tr("Read now from the installed packages' own licence files.")
        try:
            text = notices_text()
        except (OSError, TraxError) as exc:
            text = tr("The licences could not be read: {v1}").format(v1=exc)
        self.where = QLabel(where)
        self.where.setWordWrap(True)
        self.text = QPlainTextEdit(text)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setAccessibleName(tr("Third-party licences"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.text.setFocus()

    def plain_text(self) -> str:
        return self.text.toPlainText()
