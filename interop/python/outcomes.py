"""What a format may answer besides a value or an error."""


class NotApplicable(Exception):
    """This direction has no meaning for the format in this language (the message says why): n/a, not an error."""
