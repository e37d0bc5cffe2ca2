#!/usr/bin/env python3
"""Refreshes resources/translations/normkitchen_zh.ts from the sources (lupdate) and carries
translations over to strings that moved to another class: a message left unfinished gets the
translation of the same English source from any context of the file as it was before.

    tools/carry-translations.py BUILD_DIR [--from OTHER.ts ...]

--from also takes finished translations from other .ts files (e.g. another branch's copy,
when merging two branches that both translated new strings). Prints what is still untranslated; those need a translator."""
import subprocess
import sys
import xml.etree.ElementTree as ET

TS = "resources/translations/normkitchen_zh.ts"


def known(path):
    table = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        for m in ctx.iter("message"):
            t = m.find("translation")
            src = m.find("source").text
            if t is not None and t.text and t.get("type") not in ("unfinished", "obsolete", "vanished"):
                table.setdefault(src, t.text)
    return table


def main():
    args = sys.argv[1:]
    extra = [args[i + 1] for i, a in enumerate(args) if a == "--from" and i + 1 < len(args)]
    plain = [a for i, a in enumerate(args) if a != "--from" and (i == 0 or args[i - 1] != "--from")]
    build = plain[0] if plain else "build"
    before = known(TS)
    for other in extra:
        for src, text in known(other).items():
            before.setdefault(src, text)
    subprocess.run(["cmake", "--build", build, "--target", "update_translations"], check=True,
                   stdout=subprocess.DEVNULL)
    tree = ET.parse(TS)
    missing = []
    for ctx in tree.getroot().iter("context"):
        name = ctx.find("name").text
        for m in ctx.iter("message"):
            t = m.find("translation")
            src = m.find("source").text
            if t.get("type") == "unfinished" or not t.text:
                if src in before:
                    t.text = before[src]
                    del t.attrib["type"]
                else:
                    missing.append(f"{name}: {src}")
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    # lupdate writes a DOCTYPE that ElementTree drops; put it back.
    text = open(TS, encoding="utf-8").read()
    text = text.replace("<?xml version='1.0' encoding='utf-8'?>", '<?xml version="1.0" encoding="utf-8"?>')
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
    open(TS, "w", encoding="utf-8").write(text)
    for line in missing:
        print("untranslated:", line)


if __name__ == "__main__":
    main()
