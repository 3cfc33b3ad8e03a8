#!/usr/bin/python3
"""style_tr_fragments: fails when a user-visible string is glued together from translated
pieces. `tr("Copied") + " " + tr("3 files")` or `text += tr(", which is mounted")` fixes
the English word order for every language: Arabic, Japanese or Turkish put the parts
elsewhere, and the translator of one piece cannot see the other. Write one sentence with
placeholders instead (`tr("Copied %n file(s)")`), or join whole sentences with
joinSentences() (core/common/sentences.h).

It reads C++ the way a person would: every call of tr(), Tr::tr(), QObject::tr(),
QCoreApplication::translate() or qtTrId(), string literals and comments skipped, and
fails when the call is an operand of + or += (the token before or after it).
Usage: tr-fragments.py DIR... ; with --self-test it checks that it catches what it must."""
import os
import re
import sys

CALL = re.compile(r"(?<![\w.>:])(?:(?:\w+::)*tr|QCoreApplication::translate|qtTrId)\s*\(")


def blank_literals(code):
    """Replaces the contents of comments and string/char literals with spaces, keeping
    offsets and newlines, so that the parser never matches inside them."""
    out = list(code)
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        if code.startswith("//", i):
            j = code.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif code.startswith("/*", i):
            j = code.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif c == 'R' and code.startswith('R"', i) and (i == 0 or not code[i - 1].isalnum()):
            m = re.match(r'R"([^(\s]*)\(', code[i:])
            end = code.find(")" + m.group(1) + '"', i) if m else -1
            j = n if end < 0 else end + len(m.group(1)) + 2
            for k in range(i + 1, j):
                if out[k] != "\n":
                    out[k] = "x"
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and code[j] != c:
                j += 2 if code[j] == "\\" else 1
            for k in range(i + 1, min(j, n)):
                out[k] = "x"
            i = j + 1
        else:
            i += 1
    return "".join(out)


def close_paren(code, i):
    """The index just after the ')' that matches the '(' at i."""
    depth = 0
    for j in range(i, len(code)):
        if code[j] == "(":
            depth += 1
        elif code[j] == ")":
            depth -= 1
            if depth == 0:
                return j + 1
    return len(code)


def findings(code):
    plain = blank_literals(code)
    found = []
    for m in CALL.finditer(plain):
        start = m.start()
        end = close_paren(plain, m.end() - 1)
        # A trailing .arg(...) chain belongs to the call.
        while True:
            rest = re.match(r"\s*\.\s*arg\s*\(", plain[end:])
            if not rest:
                break
            end = close_paren(plain, end + rest.end() - 1)
        before = plain[:start].rstrip()
        after = plain[end:].lstrip()
        glued = (before.endswith("+") and not before.endswith("++")) or before.endswith("+=") \
            or (after.startswith("+") and not after.startswith("++") and not after.startswith("+="))
        if glued:
            line = code.count("\n", 0, start) + 1
            found.append((line, code[start:end].splitlines()[0].strip()))
    return found


def self_test():
    bad = ['x = tr("a") + tr("b");', 's += tr("c");', 'return s + Tr::tr(".");',
           'u\'\\n\' + tr("d %1").arg(x)', 'QCoreApplication::translate("C", "e") + y']
    good = ['x = tr("a %1").arg(tr("b"));', '// tr("a") + tr("b")', 'x = "tr(\\"a\\") + b";',
            'n = count + 1; f(tr("x"));', 'joinSentences({tr("a."), tr("b.")})',
            'str(x) + y', 'widget->tr("a")']
    problems = [b for b in bad if not findings(b)] + [g for g in good if findings(g)]
    for p in problems:
        print("self-test FAILED on:", p)
    return 1 if problems else 0


def main(dirs):
    total = 0
    for top in dirs:
        for root, _, files in os.walk(top):
            for name in sorted(files):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(root, name)
                for line, text in findings(open(path, encoding="utf-8").read()):
                    print(f"{path}:{line}: translated text glued with +: {text}")
                    total += 1
    if total:
        print(f"FAIL: {total} place(s) build a sentence from translated pieces; write one "
              "tr() string with placeholders, or join whole sentences with joinSentences().")
        return 1
    print("no sentence is glued together from translated pieces")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    sys.exit(self_test() or main(sys.argv[1:]))
