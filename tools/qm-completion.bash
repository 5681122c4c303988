# bash completion for qm (quartermaster). qm itself says what may come next
# (`qm __complete WORD...`, src/cli/cmd_complete.cc), so the candidates are always the
# program's own commands, options and values; this script only hands them to bash.
# Installed as share/bash-completion/completions/qm, where bash-completion finds it.

_qm() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  # Words after `qm`, up to the one being completed. bash splits `--format=js` into
  # `--format`, `=`, `js`: join them back, as qm reads them.
  local -a words=()
  local i word
  for ((i = 1; i <= COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    if [[ ${#words[@]} -gt 0 && ($word == "=" || ${words[-1]} == *=) && ${words[-1]} == -* ]]; then
      words[-1]+=$word
    else
      words+=("$word")
    fi
  done
  [[ $cur == "=" ]] && cur=""

  local qm=${COMP_WORDS[0]}
  local line files=0
  local -a lines=()
  mapfile -t lines < <("$qm" __complete "${words[@]}" 2>/dev/null)
  COMPREPLY=()
  for line in "${lines[@]}"; do
    if [[ $line == ":files" ]]; then
      files=1
    else
      COMPREPLY+=("$line")
    fi
  done
  if ((files)); then
    compopt -o filenames 2>/dev/null
    mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
  fi
}

complete -F _qm qm
