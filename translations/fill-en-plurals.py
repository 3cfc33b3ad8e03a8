#!/usr/bin/env python3
"""Fills driveproof_en.ts, which holds only plural forms, from the English sources.

Sources write plurals as "%n byte(s)"; English needs "1 byte" and "2 bytes". Run after
`cmake --build build/default --target update_translations`. A source without "(s)" or
"(es)" cannot be filled and is reported: reword it.
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

PATH = Path(__file__).with_name("driveproof_en.ts")


def forms(source: str):
    if "(s)" not in source and "(es)" not in source:
        return None
    singular = source.replace("(es)", "").replace("(s)", "")
    plural = source.replace("(es)", "es").replace("(s)", "s")
    return singular, plural


def main() -> int:
    tree = ET.parse(PATH)
    bad = []
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source")
        pair = forms(source)
        if pair is None:
            bad.append(source)
            continue
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for text in pair:
            ET.SubElement(translation, "numerusform").text = text
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    PATH.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
    for source in bad:
        print(f"cannot fill: {source!r} (write the plural as '(s)')", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
