# Sourced by the host side of the drive lab (lab.sh, powerloss.sh): how it speaks and stops.
# Set lab_name first: every line it writes to stderr starts with "$lab_name: ".
#   say TEXT   a line on stderr
#   die TEXT   say it, exit 1 (a failure)
#   skip TEXT  say "SKIP: TEXT", exit 77 (CTest's skip: something this machine lacks)
say() { echo "${lab_name:-lab}: $*" >&2; }
die() {
  say "$*"
  exit 1
}
skip() {
  say "SKIP: $*"
  exit 77
}
