#!/usr/bin/python3
"""packaging_translations: the menu entry, the AppStream metainfo and the polkit actions
speak every language that translations/ has (xml:lang entries and Key[lang]= lines, no
gettext step), and the translations keep what must survive: $(device) in every polkit
message, and as many paragraphs and list items as the English description.
Usage: check-translations.py "LANG;LANG;..." DESKTOP METAINFO POLICY"""
import configparser
import sys
import xml.etree.ElementTree as ET

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
langs = [l for l in sys.argv[1].split(";") if l]
desktop_path, metainfo_path, policy_path = sys.argv[2:5]
problems = []

# .desktop: every translatable key that the English entry has, in every language.
parser = configparser.RawConfigParser(strict=True, interpolation=None)
parser.optionxform = str
parser.read(desktop_path, encoding="utf-8")
entry = parser["Desktop Entry"]
for key in ("GenericName", "Comment", "Keywords"):
    for lang in langs:
        value = entry.get(f"{key}[{lang}]")
        if not value:
            problems.append(f"{desktop_path}: no {key}[{lang}]")
        elif key == "Keywords" and not value.endswith(";"):
            problems.append(f"{desktop_path}: Keywords[{lang}] does not end with ';'")

# metainfo: summary, every description paragraph and list item, the screenshot caption.
root = ET.parse(metainfo_path).getroot()
def by_lang(elements):
    table = {}
    for e in elements:
        table.setdefault(e.get(XML_LANG), []).append(e)
    return table
for what, elements in (("summary", root.findall("summary")),
                       ("description paragraph", root.findall("description/p")),
                       ("description list item", root.findall("description/ul/li")),
                       ("screenshot caption", root.findall("screenshots/screenshot/caption"))):
    table = by_lang(elements)
    english = len(table.get(None, []))
    for lang in langs:
        n = len(table.get(lang, []))
        if n != english:
            problems.append(f"{metainfo_path}: {n} {what}(s) in {lang}, {english} in English")

# polkit: a description and a message per action and language; the device named.
for action in ET.parse(policy_path).getroot().findall("action"):
    aid = action.get("id")
    for tag in ("description", "message"):
        table = {e.get(XML_LANG): (e.text or "") for e in action.findall(tag)}
        for lang in langs:
            text = table.get(lang)
            if not text:
                problems.append(f"{policy_path}: {aid} has no {tag} in {lang}")
            elif tag == "message" and "$(device)" in table.get(None, "") and "$(device)" not in text:
                problems.append(f"{policy_path}: the {lang} message of {aid} does not name $(device)")

for p in problems:
    print("FAIL:", p)
if not problems:
    print(f"menu entry, metainfo and polkit actions translated into: {' '.join(langs)}")
sys.exit(1 if problems else 0)
