"""Exceptions of the rules engine: malformed text versus well-formed but illegal moves."""


class TraxError(ValueError):
    """Base of every error the engine raises for bad input."""


class NotationError(TraxError):
    """Text that is not a well-formed move, cell, orientation, deal or variant."""


class IllegalMoveError(TraxError):
    """A well-formed move that the rules forbid in this position; the message names the rule."""


class RecordError(TraxError):
    """A game record that cannot be read; the message names the line and the reason."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)


class NewerRecordError(RecordError):
    """A record written by a newer trax-solitaire: not damaged, only too new to read here."""
