#!/usr/bin/env python3
"""Check resources/dialects/ata-dialects.json and print a summary.

Usage: python3 check_dialects.py [path/to/ata-dialects.json] [--match MODEL [FIRMWARE]]...

Exits 1 with a message naming the family at the first problem found.
With --match, also prints which family a model string (and optional
firmware string) selects, using the same rule as DriveProof: the first
family after DEFAULT whose model regex matches the whole model string and
whose firmware regex, when not empty, matches the whole firmware string.
Standard library only.
"""

import collections
import json
import os
import re
import sys

FORMATS = {
    "raw48", "raw24", "raw16", "raw8", "minutes", "halfminutes", "seconds",
    "msec24hour32", "tempminmax", "temp10x", "normalized", "raw16_raw16",
    "raw24_raw8", "raw24_raw24",
}
UNITS = {
    "hours", "count", "celsius", "lba", "bytes_32mib", "bytes_gib", "bytes_mib",
    "bytes_1gb", "percent_remaining", "percent_used", "sectors",
    "none", "maker",
}
ROLES = {
    "power_on_hours", "power_cycles", "data_written", "data_read",
    "nand_written", "wear", "spare", "unsafe_shutdowns", "temperature",
    "reallocated", "pending",
}
FAMILY_KEYS = {"family", "source", "model", "firmware", "ssd", "attributes"}
ATTR_KEYS = {"id", "name", "format", "unit", "role", "note"}
# Constructs that Python's re accepts but that behave differently in, or are
# missing from, Qt's PCRE2 / ECMAScript, or that drivedb's POSIX EREs never need.
UNPORTABLE = [
    (re.compile(r"\(\?<[=!]"), "lookbehind"),
    (re.compile(r"[*+?}]\+"), "possessive quantifier"),
    (re.compile(r"\(\?>"), "atomic group"),
    (re.compile(r"\(\?P"), "Python-only named group"),
    (re.compile(r"\\[AZz]"), "Python/PCRE-only anchor"),
]


class CheckError(Exception):
    pass


def fail(where, msg):
    raise CheckError("%s: %s" % (where, msg))


def compile_full(where, what, pattern):
    if not isinstance(pattern, str):
        fail(where, "%s is not a string" % what)
    for rx, label in UNPORTABLE:
        if rx.search(pattern):
            fail(where, "%s uses a %s: %r" % (what, label, pattern))
    try:
        return re.compile(pattern)
    except re.error as exc:
        fail(where, "%s does not compile (%s): %r" % (what, exc, pattern))


def check(doc):
    if not isinstance(doc, dict):
        fail("file", "top level is not an object")
    for key in ("version", "about", "database", "families"):
        if key not in doc:
            fail("file", "missing top-level key %r" % key)
    if doc["version"] != 1:
        fail("file", "unknown version %r" % doc["version"])
    db = doc["database"]
    for key in ("name", "repository", "path", "commit"):
        if not isinstance(db.get(key), str) or not db[key]:
            fail("database", "missing %r" % key)
    if not re.fullmatch(r"[0-9a-f]{40}", db["commit"]):
        fail("database", "commit is not 40 hex digits")
    fams = doc["families"]
    if not isinstance(fams, list) or not fams:
        fail("file", "families is not a non-empty list")
    if fams[0].get("family") != "DEFAULT" or fams[0].get("model") != ".*":
        fail("file", 'the first family must be "DEFAULT" with model ".*"')

    compiled = []
    for index, fam in enumerate(fams):
        label = fam.get("family") if isinstance(fam, dict) else None
        where = "family #%d %r" % (index, label)
        if not isinstance(fam, dict):
            fail(where, "not an object")
        for key in ("family", "source", "model", "attributes"):
            if key not in fam:
                fail(where, "lacks %r" % key)
        for key in ("family", "source", "model"):
            if not isinstance(fam[key], str) or not fam[key]:
                fail(where, "%r is empty or not a string" % key)
        extra = set(fam) - FAMILY_KEYS
        if extra:
            fail(where, "unknown keys %s" % sorted(extra))
        if index and fam["family"] == "DEFAULT":
            fail(where, "DEFAULT may only be the first family")
        if "ssd" in fam and not isinstance(fam["ssd"], bool):
            fail(where, "ssd is not true/false")
        model_rx = compile_full(where, "model regex", fam["model"])
        fw = fam.get("firmware", "")
        fw_rx = compile_full(where, "firmware regex", fw) if fw else None
        if index:
            for what, pat in (("model", fam["model"]), ("firmware", fw)):
                if pat and not (pat.startswith("^") and pat.endswith("$")):
                    fail(where, "%s regex must be anchored with ^...$" % what)
        attrs = fam["attributes"]
        if not isinstance(attrs, list):
            fail(where, "attributes is not a list")
        seen_ids = {}
        seen_roles = {}
        for attr in attrs:
            if not isinstance(attr, dict):
                fail(where, "an attribute is not an object")
            aid = attr.get("id")
            awhere = "%s, attribute %r" % (where, aid)
            if not isinstance(aid, int) or isinstance(aid, bool) or not 1 <= aid <= 255:
                fail(awhere, "id must be an integer 1..255")
            for key in ("name", "format", "unit"):
                if not isinstance(attr.get(key), str) or not attr[key]:
                    fail(awhere, "lacks %r" % key)
            extra = set(attr) - ATTR_KEYS
            if extra:
                fail(awhere, "unknown keys %s" % sorted(extra))
            if not re.fullmatch(r"[A-Za-z0-9_%/().+-]{1,32}", attr["name"]):
                fail(awhere, "name %r is not a smartctl-style identifier" % attr["name"])
            if attr["format"] not in FORMATS:
                fail(awhere, "format %r not allowed" % attr["format"])
            if attr["unit"] not in UNITS:
                fail(awhere, "unit %r not allowed" % attr["unit"])
            if "note" in attr and (not isinstance(attr["note"], str) or not attr["note"]):
                fail(awhere, "note is empty or not a string")
            if aid in seen_ids:
                fail(where, "two attributes share id %d" % aid)
            seen_ids[aid] = attr
            role = attr.get("role")
            if role is not None:
                if role not in ROLES:
                    fail(awhere, "role %r not allowed" % role)
                if role in seen_roles:
                    fail(where, "two attributes share role %r (ids %d and %d)"
                         % (role, seen_roles[role], aid))
                seen_roles[role] = aid
                if role == "wear" and not (
                        attr["unit"] in ("percent_used", "percent_remaining")):
                    fail(awhere, "a wear attribute needs unit percent_used or percent_remaining")
                if attr["format"] == "normalized" and attr["unit"] not in (
                        "percent_remaining",):
                    fail(awhere, "a normalized attribute must have unit percent_remaining")
        compiled.append((fam, model_rx, fw_rx))
    return compiled


def find_family(compiled, model, firmware=""):
    """First family after DEFAULT whose regexes match the whole strings."""
    model = model.strip()
    firmware = firmware.strip()
    for fam, model_rx, fw_rx in compiled[1:]:
        if not model_rx.fullmatch(model):
            continue
        if fw_rx is not None and not fw_rx.fullmatch(firmware):
            continue
        return fam
    return compiled[0][0]


def summary(doc):
    fams = doc["families"]
    rows = sum(len(f["attributes"]) for f in fams)
    roles = collections.Counter(
        a["role"] for f in fams for a in f["attributes"] if "role" in a)
    formats = collections.Counter(a["format"] for f in fams for a in f["attributes"])
    units = collections.Counter(a["unit"] for f in fams for a in f["attributes"])
    print("database: %s %s at %s" % (doc["database"]["repository"],
                                     doc["database"]["path"],
                                     doc["database"]["commit"]))
    print("families: %d (DEFAULT + %d)" % (len(fams), len(fams) - 1))
    print("attribute rows: %d" % rows)
    print("roles:   " + ", ".join("%s=%d" % kv for kv in sorted(roles.items())))
    print("formats: " + ", ".join("%s=%d" % kv for kv in sorted(formats.items())))
    print("units:   " + ", ".join("%s=%d" % kv for kv in sorted(units.items())))


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "ata-dialects.json")
    matches = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--match":
            if not args:
                print("--match needs a model string", file=sys.stderr)
                return 2
            model = args.pop(0)
            firmware = ""
            if args and not args[0].startswith("--"):
                firmware = args.pop(0)
            matches.append((model, firmware))
        else:
            path = arg
    try:
        with open(path, encoding="utf-8") as fh:
            doc = json.load(fh)
    except (OSError, ValueError) as exc:
        print("ERROR: %s: not readable as JSON: %s" % (path, exc), file=sys.stderr)
        return 1
    try:
        compiled = check(doc)
    except CheckError as exc:
        print("ERROR: %s" % exc, file=sys.stderr)
        return 1
    summary(doc)
    for model, firmware in matches:
        fam = find_family(compiled, model, firmware)
        print("%r%s -> %s" % (model, (" fw %r" % firmware) if firmware else "",
                              fam["family"] if fam["family"] == "DEFAULT" else fam["source"]))
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
