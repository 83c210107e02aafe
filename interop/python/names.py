"""Field and enum names across formats: one rule, used by every format. A format's name matches the Java model's
when both are equal once underscores are dropped and case ignored (first_name, firstName; SMALL, small)."""


def key(name):
    return name.replace("_", "").lower()


def pick(value, name):
    """The entry of the dict `value` for the format's field `name`, or None."""
    if name in value:
        return value[name]
    wanted = key(name)
    return next((v for k, v in value.items() if key(k) == wanted), None)


def align(decoded, expected):
    """`decoded` with each dict key renamed to the key of `expected` it matches, so that Java reads it into its
    model; keys with no match stay as they are (Java then names them)."""
    if isinstance(decoded, dict) and isinstance(expected, dict):
        by_key = {key(k): k for k in expected}
        return {by_key.get(key(k), k): align(v, expected.get(by_key.get(key(k), k))) for k, v in decoded.items()}
    if isinstance(decoded, list) and isinstance(expected, list):
        return [align(v, expected[i] if i < len(expected) else None) for i, v in enumerate(decoded)]
    return decoded


def upper_snake(camel):
    """Cap'n Proto's camelCase enumerant as the Java enum constant (phoneMobile -> PHONE_MOBILE)."""
    return "".join("_" + c if c.isupper() else c.upper() for c in camel)


def camel(upper):
    """A Java enum constant as Cap'n Proto's camelCase enumerant (PHONE_MOBILE -> phoneMobile)."""
    head, *rest = upper.lower().split("_")
    return head + "".join(p.capitalize() for p in rest)
