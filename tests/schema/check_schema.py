#!/usr/bin/env python3
"""Validate YAML game records against the record JSON Schema.

Usage:
    check_schema.py SCHEMA PATH... [--expect-invalid] [-v]

Every YAML document in every *.yaml / *.yml file under each PATH (files, or
directories searched recursively) is validated with jsonschema's
Draft7Validator, after the schema itself has been checked. YAML dates (an
unquoted `date: 2026-11-05` loads as a datetime.date) are turned into ISO
strings first, as qm's own reader sees them as text.

With --expect-invalid every document must FAIL validation (a corpus of bad
records). A file in that corpus may carry a comment line
`# expect-error: TEXT`; then one of the document's errors must contain TEXT in
its message or its JSON path, so that a bad record fails for the reason it
was written for and not for a slip elsewhere.

For each failure the file, the document number (from 1), the line and the
first error with its JSON path are printed. The last line is always
`N passed, N failed`. Exit status: 0 when nothing failed (an empty directory
included), 1 on any failure, 2 on a usage error or an invalid schema.

Needs only the standard library, PyYAML and jsonschema (4.10 or later).
"""

import argparse
import datetime
import json
import os
import re
import sys

import jsonschema
import yaml

EXPECT_RE = re.compile(r"^\s*#\s*expect-error:\s*(.+?)\s*$", re.MULTILINE)


def find_files(paths):
    """Return the YAML files named by PATHs, directories searched recursively, in sorted order."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, names in os.walk(path):
                dirs.sort()
                for name in sorted(names):
                    if name.endswith((".yaml", ".yml")):
                        files.append(os.path.join(root, name))
        elif os.path.isfile(path):
            files.append(path)
        else:
            raise FileNotFoundError(path)
    return files


def stringify_dates(value):
    """Return VALUE with every date/datetime (keys included) replaced by its ISO string."""
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, dict):
        return {stringify_dates(k): stringify_dates(v) for k, v in value.items()}
    if isinstance(value, list):
        return [stringify_dates(v) for v in value]
    return value


def load_documents(text):
    """Yield (root node, data) for each non-empty YAML document in TEXT."""
    loader = yaml.SafeLoader(text)
    try:
        while loader.check_node():
            node = loader.get_node()
            data = loader.construct_document(node)
            if data is not None:  # an empty document, e.g. after a trailing `---`
                yield node, data
    finally:
        loader.dispose()


def json_path(path):
    """Return a JSON path such as `$.moves[3].card` for a jsonschema error path."""
    out = "$"
    for part in path:
        if isinstance(part, int):
            out += "[%d]" % part
        elif re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", str(part)):
            out += "." + str(part)
        else:
            out += "[%s]" % json.dumps(str(part))
    return out


def node_line(node, path):
    """Return the 1-based line of the YAML node at PATH below NODE (the deepest one found)."""
    line = node.start_mark.line + 1
    for part in path:
        child = None
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode) and key.value == str(part):
                    child = value
                    break
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            child = node.value[part]
        if child is None:
            break
        node = child
        line = node.start_mark.line + 1
    return line


def first_error(errors):
    """Return the most relevant error of ERRORS (jsonschema's best_match)."""
    return jsonschema.exceptions.best_match(errors) if errors else None


def describe(error):
    return "%s: %s" % (json_path(error.absolute_path), error.message)


def main(argv):
    parser = argparse.ArgumentParser(description="Validate YAML game records against the record JSON Schema.")
    parser.add_argument("schema", help="the JSON Schema file (draft-07)")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="YAML files or directories (searched recursively)")
    parser.add_argument("--expect-invalid", action="store_true",
                        help="invert the check: every document must fail validation")
    parser.add_argument("-v", "--verbose", action="store_true", help="print a line for every document")
    args = parser.parse_args(argv)

    try:
        with open(args.schema, encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft7Validator.check_schema(schema)
    except (OSError, ValueError) as e:
        print("%s: cannot read schema: %s" % (args.schema, e), file=sys.stderr)
        return 2
    except jsonschema.exceptions.SchemaError as e:
        print("%s: not a valid draft-07 schema: %s: %s" % (args.schema, json_path(e.absolute_path), e.message),
              file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(schema)

    try:
        files = find_files(args.paths)
    except FileNotFoundError as e:
        print("%s: no such file or directory" % e, file=sys.stderr)
        return 2

    passed = failed = 0
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            documents = list(load_documents(text))
        except (OSError, UnicodeDecodeError, yaml.YAMLError, ValueError) as e:
            # Counted as a failure in both modes: an unreadable file proves nothing about the schema.
            # (ValueError: PyYAML raises it for a date-like scalar that is no date, e.g. 2026-13-05.)
            print("FAIL %s: cannot load YAML: %s" % (path, str(e).replace("\n", " ")))
            failed += 1
            continue
        if not documents and args.verbose:
            print("note %s: no YAML document" % path)
        expected = EXPECT_RE.findall(text) if args.expect_invalid else []

        for number, (node, data) in enumerate(documents, 1):
            data = stringify_dates(data)
            errors = list(validator.iter_errors(data))
            where = "%s: document %d" % (path, number)
            if not args.expect_invalid:
                if errors:
                    error = first_error(errors)
                    line = node_line(node, error.absolute_path)
                    more = " (and %d more)" % (len(errors) - 1) if len(errors) > 1 else ""
                    print("FAIL %s, line %d: %s%s" % (where, line, describe(error), more))
                    failed += 1
                else:
                    if args.verbose:
                        print("ok   %s" % where)
                    passed += 1
                continue

            # --expect-invalid
            if not errors:
                print("FAIL %s, line %d: expected to fail validation, but it is valid"
                      % (where, node.start_mark.line + 1))
                failed += 1
                continue
            everything = [describe(e) for e in errors]
            for e in errors:  # the errors inside anyOf/oneOf/if branches too
                everything += [describe(c) for c in e.context or []]
            missing = [t for t in expected if not any(t in d for d in everything)]
            if missing:
                print("FAIL %s: rejected, but not for the expected reason %r; errors: %s"
                      % (where, missing[0], " | ".join(everything)))
                failed += 1
            else:
                if args.verbose:
                    print("ok   %s rejected: %s" % (where, describe(first_error(errors))))
                passed += 1

    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
