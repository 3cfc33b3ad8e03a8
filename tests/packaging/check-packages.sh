#!/bin/bash
# package_contents: what package_build made holds exactly the files of the install rules,
# the helper's files name the installed helper, and the run-time dependencies are right
# (Qt 6, libatasmart, liburing from the binaries; the system bus and polkit; udisks2
# recommended). The .deb has no maintainer scripts; the .rpm reloads the bus policy.
# Usage: check-packages.sh PACKAGE_DIR       Exit: 0 passed, 1 failed, 77 no package.
set -u
[ $# -eq 1 ] || { echo "usage: $0 PACKAGE_DIR" >&2; exit 2; }
shopt -s nullglob
debs=("$1"/driveproof_*.deb) rpms=("$1"/driveproof-*.rpm)
FAILED=0 CHECKED=0
fail() { echo "FAIL: $*"; FAILED=1; }

expected_files() {
    printf '%s\n' /usr/bin/driveproof /usr/bin/driveproof-cli /usr/libexec/driveproof-helper \
        /usr/libexec/driveproof-lyingdisk \
        /usr/share/applications/io.github.driveproof.DriveProof.desktop \
        /usr/share/metainfo/io.github.driveproof.DriveProof.metainfo.xml \
        /usr/share/icons/hicolor/scalable/apps/io.github.driveproof.DriveProof.svg \
        /usr/share/man/man1/driveproof.1.gz /usr/share/man/man1/driveproof-cli.1.gz \
        /usr/share/man/man8/driveproof-helper.8.gz \
        /usr/share/polkit-1/actions/io.github.driveproof.policy \
        /usr/share/dbus-1/system.d/io.github.driveproof.Helper1.conf \
        /usr/share/dbus-1/system-services/io.github.driveproof.Helper1.service \
        /usr/lib/systemd/system/driveproof-helper.service \
        /usr/lib/systemd/system/driveproof-export.service \
        /usr/lib/systemd/system/driveproof-export.timer "$@"
}
compare_files() {   # NAME ACTUAL_LIST EXPECTED_LIST
    local extra missing
    extra=$(comm -23 <(sort "$2") <(sort "$3")) missing=$(comm -13 <(sort "$2") <(sort "$3"))
    [ -z "$extra" ] || fail "$1 holds files no test expects: $(echo $extra)"
    [ -z "$missing" ] || fail "$1 lacks: $(echo $missing)"
}
helper_files_name_helper() {   # NAME ACTIVATION_TEXT UNIT_TEXT
    grep -qx 'Exec=/usr/libexec/driveproof-helper' <<<"$2" || fail "$1: the activation file does not start /usr/libexec/driveproof-helper"
    grep -qx 'ExecStart=/usr/libexec/driveproof-helper' <<<"$3" || fail "$1: the unit does not start /usr/libexec/driveproof-helper"
}
export_unit_names_cli() {   # NAME UNIT_TEXT: the fleet exporter runs the installed CLI
    grep -q '^ExecStart=/usr/bin/driveproof-cli export --openmetrics ' <<<"$2" || fail "$1: driveproof-export.service does not run /usr/bin/driveproof-cli export --openmetrics"
}
needed_sonames() {   # ROOT: the DT_NEEDED entries of the three programs, but the C runtime
    for f in "$1"/usr/bin/driveproof "$1"/usr/bin/driveproof-cli "$1"/usr/libexec/driveproof-helper \
             "$1"/usr/libexec/driveproof-lyingdisk; do
        readelf -d "$f" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'
    done | grep -Ev '^(libc|libm|ld-linux.*|libgcc_s|libstdc\+\+)\.so' | sort -u
}
work=$(mktemp -d) || exit 1
trap 'rm -rf "$work"' EXIT

if [ ${#debs[@]} -eq 1 ] && command -v dpkg-deb >/dev/null; then
    deb=${debs[0]} CHECKED=1
    echo "== $(basename "$deb")"
    dpkg-deb -f "$deb" Package Version Architecture Depends Recommends Section | tee "$work/fields"
    dpkg-deb --fsys-tarfile "$deb" | tar -tv | awk '$1 !~ /^d/ {print $NF}' | sed 's|^\./|/|' >"$work/deb-files"
    expected_files /usr/share/doc/driveproof/copyright /usr/share/doc/driveproof/changelog.Debian.gz \
        /usr/share/lintian/overrides/driveproof >"$work/expected"
    compare_files "the .deb" "$work/deb-files" "$work/expected"
    depends=$(dpkg-deb -f "$deb" Depends)
    # Every library a binary needs (Qt 6, libatasmart, libblkid, liburing where the engine
    # links it), as the package that holds it here; plus what is loaded or called at run
    # time: the SVG icon plugin, the system bus, polkitd.
    mkdir "$work/debroot" && dpkg-deb -x "$deb" "$work/debroot"
    for soname in $(needed_sonames "$work/debroot"); do
        lib=$(ldconfig -p | awk -v n="$soname" '$1 == n && /x86-64|64bit/ {print $NF; exit}')
        [ -n "$lib" ] || lib=$(ldconfig -p | awk -v n="$soname" '$1 == n {print $NF; exit}')
        # dpkg may record a library under /lib or /usr/lib (merged /usr): ask for both.
        real=$(readlink -f "$lib")
        owner=$(dpkg-query -S "$real" "${real#/usr}" "$lib" 2>/dev/null | head -1 | cut -d: -f1)
        [ -n "$owner" ] || { fail "no installed package holds $soname"; continue; }
        grep -qE "(^|, )$owner( |,|$)" <<<"$depends" || fail "the .deb does not depend on $owner ($soname)"
    done
    for dep in libqt6svg6 polkitd "default-dbus-system-bus | dbus-system-bus"; do
        grep -qF "$dep" <<<"$depends" || fail "the .deb does not depend on $dep"
    done
    grep -qw udisks2 <<<"$(dpkg-deb -f "$deb" Recommends)" || fail "the .deb does not recommend udisks2"
    dpkg-deb -e "$deb" "$work/control"
    scripts=$(ls "$work/control" | grep -Ev '^(control|md5sums)$')
    [ -z "$scripts" ] || fail "the .deb has maintainer scripts or other control files: $scripts"
    helper_files_name_helper "the .deb" \
        "$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/dbus-1/system-services/io.github.driveproof.Helper1.service)" \
        "$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/lib/systemd/system/driveproof-helper.service)"
    export_unit_names_cli "the .deb" \
        "$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/lib/systemd/system/driveproof-export.service)"
fi

if [ ${#rpms[@]} -eq 1 ] && command -v rpm >/dev/null; then
    rpmf=$(readlink -f "${rpms[0]}") CHECKED=1
    echo "== $(basename "$rpmf")"
    rpm -qp --qf '%{NAME} %{VERSION}-%{RELEASE} %{ARCH} %{LICENSE}\n' "$rpmf" 2>/dev/null
    rpm -qp --requires "$rpmf" 2>/dev/null | grep -v '^rpmlib(' | tee "$work/requires" | tr '\n' ' '; echo
    rpm -qp --recommends "$rpmf" 2>/dev/null | tee "$work/recommends" | sed 's/^/Recommends: /'
    # /usr/lib/.build-id/: the links rpmbuild adds for debuggers, as in every Fedora package.
    rpm -qp --qf '[%{FILEMODES:perms} %{FILENAMES}\n]' "$rpmf" 2>/dev/null |
        awk '$1 !~ /^d/ && $2 !~ "^/usr/lib/.build-id/" {print $2}' >"$work/rpm-files"
    expected_files >"$work/expected"
    compare_files "the .rpm" "$work/rpm-files" "$work/expected"
    for dep in polkit dbus qt6-qtsvg; do
        grep -qxF "$dep" "$work/requires" || fail "the .rpm does not require $dep"
    done
    grep -qx udisks2 "$work/recommends" || fail "the .rpm does not recommend udisks2"
    rpm -qp --scripts "$rpmf" 2>/dev/null >"$work/scripts"
    grep -q 'postinstall scriptlet' "$work/scripts" && grep -q 'postuninstall scriptlet' "$work/scripts" &&
        grep -q ReloadConfig "$work/scripts" || fail "the .rpm does not reload the bus policy: $(cat "$work/scripts")"
    if command -v rpm2cpio >/dev/null && command -v cpio >/dev/null; then
        (cd "$work" && mkdir rpmroot && cd rpmroot && rpm2cpio "$rpmf" | cpio -idm --quiet)
        for soname in $(needed_sonames "$work/rpmroot"); do
            grep -qxF "$soname()(64bit)" "$work/requires" || fail "the .rpm does not require $soname"
        done
        helper_files_name_helper "the .rpm" \
            "$(cat "$work/rpmroot/usr/share/dbus-1/system-services/io.github.driveproof.Helper1.service")" \
            "$(cat "$work/rpmroot/usr/lib/systemd/system/driveproof-helper.service")"
        export_unit_names_cli "the .rpm" \
            "$(cat "$work/rpmroot/usr/lib/systemd/system/driveproof-export.service")"
    fi
fi

[ "$CHECKED" -eq 1 ] || { echo "SKIP: no package to check in $1 (see package_build), or no dpkg-deb/rpm"; exit 77; }
[ "$FAILED" -eq 0 ] || exit 1
echo "passed"
