#!/usr/bin/env bash
# The .deb on a fresh Debian 12: `apt install ./quartermaster_*.deb` in a scratch copy of a
# minimal debootstrap'd bookworm, then what a user does first (docs/install.md).
#   deb_on_fresh_debian.sh DEB PRISTINE_ROOT [SOURCE_DIR]
# PRISTINE_ROOT is made once with `debootstrap --variant=minbase bookworm DIR
# http://deb.debian.org/debian` and never changed: every run copies it, so every run starts
# fresh. Needs root (chroot, mount) and the network (apt-get update). Not in CTest or CI.
# Prints every command it runs in the chroot with its output; exit 1 if a check failed.
set -uo pipefail
[[ $# -ge 2 ]] || { echo "usage: $0 DEB PRISTINE_ROOT [SOURCE_DIR]" >&2; exit 2; }
deb=$(realpath "$1")
pristine=$(realpath "$2")
source_dir=$(realpath "${3:-$(dirname "$0")/../..}")
[[ $(id -u) == 0 ]] || { echo "needs root (chroot, mount)" >&2; exit 2; }
[[ -f $deb ]] || { echo "no such package: $deb" >&2; exit 2; }
[[ -x $pristine/bin/bash && -f $pristine/etc/debian_version ]] ||
  { echo "$pristine is not a Debian root" >&2; exit 2; }

# The scratch copy sits next to the pristine root (same file system: cp -a is quick).
scratch=$(mktemp -d "$(dirname "$pristine")/deb-test.XXXXXX")
root=$scratch/root
mounts=()
cleanup() {
  local i still=0
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[i]}" 2> /dev/null || umount -l "${mounts[i]}" || still=1
  done
  # Never remove a tree with something still mounted in it.
  if ((still)) || grep -qF " $scratch/" /proc/mounts; then
    echo "WARNING: something is still mounted under $scratch: not removing it" >&2
  else
    rm -rf "$scratch"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# in_root COMMAND: runs a shell command in the chroot as root, echoing it and its output.
in_root() {
  echo "# $*"
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    TERM=dumb DEBIAN_FRONTEND=noninteractive /bin/bash -c "$1" 2>&1
}
# as_user COMMAND: the same as the unprivileged user `player`, in its home directory; the
# command is echoed on stderr, so that $(as_user ...) holds only its output.
as_user() {
  echo "$ $*" >&2
  chroot --userspec=player:player "$root" /usr/bin/env -i HOME=/home/player \
    PATH=/usr/bin:/bin LANG=C.UTF-8 TERM=dumb /bin/bash -c "cd && $1" 2>&1
}

echo "== a scratch copy of $pristine"
cp -a "$pristine" "$root" || { echo "cannot copy $pristine" >&2; exit 1; }
# Only file systems of their own: nothing of the host's /dev is bound in (the copy has its
# device nodes), so a failed unmount cannot expose the host to the rm -rf above.
mount -t proc proc "$root/proc" && mounts+=("$root/proc")
mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts" && mounts+=("$root/dev/pts")
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/root/"
mkdir -p "$root/home/player/records"
cp "$source_dir/records/loot/tnll-2026-03-r4-t2.yaml" \
  "$source_dir/records/einauge/kraken-2026-09-12-d5.yaml" \
  "$source_dir/records/einauge/kraken-2026-01-10-g1.yaml" \
  "$source_dir/records/pirates/"*.yaml "$root/home/player/records/"
in_root "useradd --home-dir /home/player --user-group --shell /bin/bash player &&
         chown -R player:player /home/player" || fail "useradd"

echo "== install"
in_root "apt-get update -qq" || fail "apt-get update"
# The packages installed in the chroot, one a line.
# shellcheck disable=SC2016 # ${Package} is dpkg-query's, not the shell's
packages() { chroot "$root" dpkg-query -W -f '${Package}\n' | sort; }
before=$(packages)
start=$(date +%s%N)
in_root "cd /root && apt install -y ./$(basename "$deb")" > "$scratch/install.log"
status=$?
ms=$((($(date +%s%N) - start) / 1000000))
tail -n 3 "$scratch/install.log"
((status == 0)) || { cat "$scratch/install.log"; fail "apt install ./$(basename "$deb")"; exit 1; }
added=$(comm -13 <(echo "$before") <(packages) | paste -sd' ')
echo "installed in $((ms / 1000)).$((ms % 1000 / 100)) s ($(wc -c < "$deb") bytes, installed size" \
  "$(dpkg-deb -f "$deb" Installed-Size) KiB); packages added: $added"

echo "== run"
out=$(as_user "qm --version"); echo "$out"
[[ $out == *"$(dpkg-deb -f "$deb" Version)"* ]] || fail "qm --version: $out"
out=$(as_user "command -v qm; qm --help | sed -n '/^Files:/,\$p'"); echo "$out"
[[ $out == /usr/bin/qm* ]] || fail "qm is not /usr/bin/qm"
for path in /usr/share/quartermaster/rulesets /usr/share/quartermaster/schema /usr/share/doc/quartermaster; do
  grep -q "^  $path " <<< "$out" || fail "qm --help does not name $path"
  [[ -d $root$path ]] || fail "qm --help names $path, which is not installed"
done
out=$(as_user "qm rulesets"); head -n 5 <<< "$out"
grep -q "^loot/standard" <<< "$out" || fail "qm rulesets lacks loot/standard"
as_user "ls /usr/share/quartermaster/rulesets/*"
out=$(as_user "qm replay records/tnll-2026-03-r4-t2.yaml; echo \"exit \$?\""); echo "$out"
[[ $out == *": valid"*"exit 0" ]] || fail "the valid record"
out=$(as_user "qm replay records/kraken-2026-09-12-d5.yaml; echo \"exit \$?\""); echo "$out"
[[ $out == *"card-not-available"*"exit 1" ]] || fail "the illegal record"
out=$(as_user "qm import --db games.db records; echo \"exit \$?\""); echo "$out"
[[ $out == *"exit 1" ]] || fail "qm import (one record of them is illegal: exit 1)"
out=$(as_user "qm stats --db games.db; echo \"exit \$?\""); head -n 6 <<< "$out"
echo "..."; grep -E "^[a-z]+: [0-9]+ records|^exit" <<< "$out"
[[ $out == *"exit 0" && $(grep -c "^[a-z]*: [0-9]* records" <<< "$out") == 3 ]] ||
  fail "qm stats: a section for each of the three games"
out=$(as_user "qm simulate --ruleset loot/standard --players 3 --games 5 --out d &&
               ls d && qm validate d; echo \"exit \$?\""); echo "$out"
[[ $out == *"exit 0" && $(find "$root/home/player/d" -name '*.yaml' | wc -l) == 5 ]] || fail "simulate + validate"

echo "== the man page and the completion (man-db and bash-completion installed now)"
[[ -f $root/usr/share/man/man1/qm.1.gz ]] || fail "no /usr/share/man/man1/qm.1.gz"
[[ -f $root/usr/share/bash-completion/completions/qm ]] || fail "no completion file"
in_root "apt-get install -y -qq --no-install-recommends man-db bash-completion > /dev/null" ||
  fail "installing man-db and bash-completion"
out=$(as_user "man -w qm"); echo "$out"
[[ $out == /usr/share/man/man1/qm.1.gz ]] || fail "man -w qm: $out"
out=$(as_user "MANWIDTH=80 man qm 2>&1 | head -n 12"); echo "$out"
grep -qE "^ +qm +- +replays" <<< "$out" || fail "man qm shows no NAME section"
# What bash-completion loads on the first TAB after `qm`, then what it offers for `qm rep`.
out=$(as_user "source /usr/share/bash-completion/bash_completion &&
  __load_completion qm && complete -p qm &&
  COMP_WORDS=(qm rep) COMP_CWORD=1 && _qm && echo \"\${COMPREPLY[*]}\""); echo "$out"
[[ $out == *"complete -F _qm qm"*"replay report"* ]] || fail "the completion does not load"

echo "== remove"
in_root "apt-get remove -y -qq quartermaster > /dev/null && (command -v qm || echo 'no qm')"
[[ -e $root/usr/bin/qm || -e $root/usr/share/quartermaster ]] && fail "apt remove left files"

if ((failures)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "the package installs and runs on a fresh Debian $(cat "$pristine/etc/debian_version"): all checks passed"
