#!/usr/bin/python3
"""Parses an exposition with the reference parsers of prometheus_client: the strict
OpenMetrics 1.0 parser, and the Prometheus text format 0.0.4 parser that node_exporter's
textfile collector follows. Both must accept it and see the same samples.
Prints the samples as JSON lines ({"family", "type", "unit", "help", "name", "labels",
"value"}) on success; exit 1 with the parser's complaint when either refuses the text;
exit 3 when prometheus_client is not installed (the caller skips).
Usage: parse-openmetrics.py FILE"""
import json
import sys

try:
    from prometheus_client.openmetrics.parser import text_string_to_metric_families as om_parse
    from prometheus_client.parser import text_string_to_metric_families as prom_parse
except ImportError:
    print("prometheus_client is not installed (python3-prometheus-client)", file=sys.stderr)
    sys.exit(3)

with open(sys.argv[1], "rb") as f:
    raw = f.read()
try:
    text = raw.decode("utf-8", errors="strict")
except UnicodeDecodeError as e:
    print(f"not UTF-8: {e}", file=sys.stderr)
    sys.exit(1)

try:
    om = list(om_parse(text))
except Exception as e:  # the parser raises ValueError and friends
    print(f"OpenMetrics parser: {e}", file=sys.stderr)
    sys.exit(1)
try:
    prom = list(prom_parse(text))
except Exception as e:
    print(f"Prometheus text parser: {e}", file=sys.stderr)
    sys.exit(1)

def samples(families):
    return sorted((s.name, tuple(sorted(s.labels.items())), float(s.value))
                  for fam in families for s in fam.samples)

if samples(om) != samples(prom):
    print("the two parsers read different samples", file=sys.stderr)
    sys.exit(1)
for fam in prom:
    if fam.type != "gauge":
        print(f"{fam.name}: type {fam.type} in the 0.0.4 reading, expected gauge", file=sys.stderr)
        sys.exit(1)

for fam in om:
    for s in fam.samples:
        print(json.dumps({"family": fam.name, "type": fam.type, "unit": fam.unit,
                          "help": fam.documentation, "name": s.name, "labels": s.labels,
                          "value": s.value}, ensure_ascii=False))
