#!/usr/bin/env bash
# `cmake --install` and the Debian package of the build (`cpack -G DEB`, cmake/install.cmake):
# what goes where, the control fields (Depends from dpkg-shlibdeps), and that the qm of the
# package runs from an empty directory (its rulesets are built in).
#   package_test.sh BUILD_DIR SOURCE_DIR
# Exit 77 (skipped) when dpkg-deb is missing (not a Debian system).
set -uo pipefail
build=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
command -v dpkg-deb > /dev/null || { echo "dpkg-deb is not installed"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

[[ -f $build/man/qm.1.gz ]] || { echo "FAIL: no man page: build the target qm_manpage"; exit 1; }
version=$("$build/qm" --version | awk '{ print $NF }')
arch=$(dpkg --print-architecture)

# What every installation holds, relative to its prefix.
expected=(bin/qm share/man/man1/qm.1.gz share/bash-completion/completions/qm
          share/quartermaster/schema/record-v1.schema.json share/doc/quartermaster/README.md
          share/doc/quartermaster/docs/install.md share/doc/quartermaster/copyright
          share/doc/quartermaster/changelog.gz)
while read -r ruleset; do
  expected+=("share/quartermaster/rulesets/$ruleset")
done < <(cd "$source_dir/rulesets" && find . -name '*.yaml' | sed 's|^\./||' | sort)
# Every page of the documentation and its pictures (the format and rules pages included).
while read -r page; do
  expected+=("share/doc/quartermaster/docs/$page")
done < <(cd "$source_dir/docs" && find . -name '*.md' -o -name '*.png' | sed 's|^\./||' | sort)

# Runs the installed qm from an empty directory: help, the embedded rulesets, a valid and an
# illegal sample record.
check_runs() {
  local qm=$1 where=$2 empty="$work/empty-$2"
  mkdir -p "$empty"
  (
    cd "$empty" || exit 1
    out=$("$qm" --help)
    grep -q "^Exit status:" <<< "$out" || echo "FAIL: $where: qm --help has no exit status"
    out=$("$qm" rulesets)
    grep -q "^loot/standard" <<< "$out" || echo "FAIL: $where: qm rulesets lacks loot/standard"
    out=$("$qm" replay "$source_dir/records/loot/tnll-2026-03-r4-t2.yaml")
    [[ $? == 0 && $out == *": valid"* ]] || echo "FAIL: $where: the valid sample record: $out"
    out=$("$qm" replay "$source_dir/records/einauge/kraken-2026-09-12-d5.yaml")
    [[ $? == 1 && $out == *"card-not-available"* ]] ||
      echo "FAIL: $where: the illegal sample record: $out"
  ) | tee "$work/run-$where.log"
  [[ -s $work/run-$where.log ]] && failures=$((failures + 1))
}

# 1. cmake --install with a prefix.
cmake --install "$build" --prefix "$work/tree" > "$work/install.log" 2>&1 ||
  { cat "$work/install.log"; fail "cmake --install"; }
for file in "${expected[@]}"; do
  [[ -f $work/tree/$file ]] || fail "cmake --install: no $file"
done
[[ -x $work/tree/bin/qm ]] && check_runs "$work/tree/bin/qm" tree
# Every relative link of the installed pages (README included) finds its file.
while IFS=: read -r page target; do
  target=${target%%#*}
  [[ -z $target || $target == *://* ]] && continue
  [[ -e $(dirname "$page")/$target ]] || fail "${page#"$work/tree/"} links to $target, not installed"
done < <(find "$work/tree/share/doc/quartermaster" -name '*.md' -exec \
  grep -oH ']([^)]*)' {} + | sed 's/:](\(.*\))$/:\1/')

# 2. The .deb.
(cd "$build" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/deb") > "$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log"; fail "cpack -G DEB"; }
deb="$work/deb/quartermaster_${version}_${arch}.deb"
if [[ ! -f $deb ]]; then
  fail "no $(basename "$deb"): $(ls "$work/deb")"
else
  listing=$(dpkg-deb -c "$deb" | awk '{ print $NF }')
  prefix=$(grep -m1 '/bin/qm$' <<< "$listing" | sed 's|^\./||; s|/\?bin/qm$||')
  [[ -n $prefix ]] && prefix="$prefix/"
  for file in "${expected[@]}"; do
    grep -qx "\./$prefix$file" <<< "$listing" || fail "the package lacks /$prefix$file"
  done
  [[ $(dpkg-deb -f "$deb" Package) == quartermaster ]] || fail "Package is not quartermaster"
  [[ $(dpkg-deb -f "$deb" Version) == "$version" ]] || fail "Version is not $version"
  [[ $(dpkg-deb -f "$deb" Architecture) == "$arch" ]] || fail "Architecture is not $arch"
  [[ -n $(dpkg-deb -f "$deb" Maintainer) ]] || fail "no Maintainer"
  depends=$(dpkg-deb -f "$deb" Depends)
  for library in libyaml-0-2 libsqlite3 libfmt libssl libutf8proc libstdc++6 libc6; do
    grep -qF "$library" <<< "$depends" || fail "Depends lacks $library: '$depends'"
  done
  # qm reads YAML with libyaml; yaml-cpp is the benchmarks' alone.
  if grep -qF libyaml-cpp <<< "$depends"; then fail "Depends names libyaml-cpp: '$depends'"; fi
  # Debian policy: description lines of at most 80 characters, the leading space included.
  long=$(dpkg-deb -f "$deb" Description | awk 'NR > 1 && length > 80')
  [[ -z $long ]] || fail "Description lines longer than 80 characters: $long"
  dpkg-deb -x "$deb" "$work/root"
  zcat "$work/root/${prefix}share/doc/quartermaster/changelog.gz" |
    grep -q "^quartermaster ($version) " || fail "changelog.gz has no entry for $version"
  [[ $(stat -c %a "$work/root/${prefix}bin/qm") == 755 ]] || fail "bin/qm is not mode 755"
  cmp -s "$work/root/${prefix}share/bash-completion/completions/qm" \
    "$source_dir/tools/qm-completion.bash" || fail "the completion script differs"
  gzip -t "$work/root/${prefix}share/man/man1/qm.1.gz" || fail "qm.1.gz is not gzip"
  check_runs "$work/root/${prefix}bin/qm" deb
fi

if ((failures)); then
  echo "$failures install check(s) failed"
  exit 1
fi
echo "install and package: all checks passed ($(basename "$deb"))"
