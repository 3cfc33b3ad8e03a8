# CPack: a .deb and an .rpm built from the install rules alone (app/*/CMakeLists.txt,
# packaging/CMakeLists.txt). Included from the top-level CMakeLists.txt.
#   cmake --build build/default --target package      (or: cd build/default && cpack)
# Run-time dependencies are found from the binaries (dpkg-shlibdeps; rpmbuild's automatic
# requires) plus what the binaries reach only at run time: the system bus and polkit.
# What only a .deb needs (gzipped man pages, copyright, changelog.Debian.gz) is added to
# the staging tree by cpack-prebuild.cmake, not by install(): a distribution packages
# from the install rules and brings its own.

set(DRIVEPROOF_PACKAGE_CONTACT "The DriveProof developers <driveproof@users.noreply.github.com>"
    CACHE STRING "Maintainer of the .deb and .rpm (name <email>)")
set(DRIVEPROOF_LICENSE "GPL-3.0-or-later" CACHE STRING "SPDX licence of DriveProof")

set(CPACK_PACKAGE_NAME driveproof)
set(CPACK_PACKAGE_VENDOR "The DriveProof developers")
set(CPACK_PACKAGE_CONTACT "${DRIVEPROOF_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/driveproof/driveproof")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "checks a drive's identity, alignment, write cache and health")
set(CPACK_PACKAGE_DESCRIPTION
"DriveProof tells a workstation owner the truth about a drive: what it is,
whether its partitions are aligned, whether its volatile write cache is on
(and switches it with one click), and what its SMART or NVMe health log says.
A command-line twin, driveproof-cli, gives the same answers in a terminal and
measures commit rate, throughput and random I/O.
.
Only a small helper runs as root: it is started on demand on the D-Bus system
bus and asks polkit on every call, naming the device in the prompt.")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
# Install with DESTDIR and the prefix /usr, whatever the build's CMAKE_INSTALL_PREFIX: the
# install rules then write /usr/libexec/driveproof-helper into the activation file and the
# unit (packaging/install-helper-files.cmake). Packages are not relocatable.
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_PREFIX "${CPACK_PACKAGING_INSTALL_PREFIX}")
set(CPACK_PACKAGE_RELOCATABLE OFF)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_SOURCE_GENERATOR "")
# `cpack` / the package target make what this machine can: a .deb needs dpkg-shlibdeps
# (dpkg-dev), an .rpm rpmbuild (rpm); `./run` installs both. `cpack -G DEB` asks for one.
find_program(DRIVEPROOF_DPKG_SHLIBDEPS dpkg-shlibdeps)
find_program(DRIVEPROOF_RPMBUILD rpmbuild)
mark_as_advanced(DRIVEPROOF_DPKG_SHLIBDEPS DRIVEPROOF_RPMBUILD)
set(CPACK_GENERATOR "")
if(DRIVEPROOF_DPKG_SHLIBDEPS)
  list(APPEND CPACK_GENERATOR DEB)
endif()
if(DRIVEPROOF_RPMBUILD)
  list(APPEND CPACK_GENERATOR RPM)
endif()
if(NOT CPACK_GENERATOR)
  set(CPACK_GENERATOR TGZ)   # the install tree as a tarball, for a look inside
endif()

# Generator-specific touches, in the staging tree, after the install and before packing.
set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_DIR}/cpack-prebuild.cmake")
set(CPACK_DRIVEPROOF_SOURCE_DIR "${PROJECT_SOURCE_DIR}")
set(CPACK_DRIVEPROOF_LICENSE "${DRIVEPROOF_LICENSE}")

# .deb (Debian 12 and later).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)            # Qt 6, libatasmart, liburing, libblkid...
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The helper is useless without a system bus and polkitd.
# libqt6svg6 holds the SVG icon engine plugin that draws every icon of the window: Qt loads
# it at run time, so dpkg-shlibdeps cannot see it.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "default-dbus-system-bus | dbus-system-bus, polkitd, libqt6svg6")
# udisks2: rotation rate, hotplug and persistent ATA cache settings; Wayland and Qt's own
# translations for the window.
# fuse3: fusermount3 for the power-loss practice mode's simulated drive.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "udisks2, qt6-wayland, qt6-translations-l10n, fuse3")
# No maintainer scripts: dbus reloads its policy and systemd's unit cache is re-read on
# demand through dpkg triggers (dbus: /usr/share/dbus-1/system.d), as do the icon cache
# (hicolor-icon-theme) and the menu (desktop-file-utils).

# .rpm (Fedora).
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_RELEASE 1)
set(CPACK_RPM_PACKAGE_RELEASE_DIST ON)
set(CPACK_RPM_PACKAGE_LICENSE "${DRIVEPROOF_LICENSE}")
set(CPACK_RPM_PACKAGE_SUMMARY "Checks a drive's identity, alignment, write cache and health")
set(CPACK_RPM_PACKAGE_GROUP "Applications/System")
set(CPACK_RPM_PACKAGE_URL "${CPACK_PACKAGE_HOMEPAGE_URL}")
string(REPLACE "\n.\n" "\n\n" CPACK_RPM_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_RPM_PACKAGE_AUTOREQPROV ON)             # sonames of Qt 6, libatasmart, liburing...
# The system bus, polkit, and the SVG icon engine plugin (loaded at run time). CPack 3.25
# has no Recommends variable, and drops Suggests where `rpm --suggests` fails (an rpm
# built elsewhere than Fedora): the weak dependencies ride on a line of their own.
set(CPACK_RPM_PACKAGE_REQUIRES "dbus, polkit, qt6-qtsvg\nRecommends: udisks2, qt6-qttranslations, fuse3")
# dbus-broker (Fedora's system bus) does not watch its policy folders: reload after
# install and removal, so the helper may own its name and be called.
set(CPACK_RPM_POST_INSTALL_SCRIPT_FILE "${CMAKE_CURRENT_LIST_DIR}/rpm/reload-bus.sh")
set(CPACK_RPM_POST_UNINSTALL_SCRIPT_FILE "${CMAKE_CURRENT_LIST_DIR}/rpm/reload-bus.sh")
# Folders that other packages own (filesystem, dbus, polkit, systemd, hicolor-icon-theme).
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    /usr/libexec /usr/share/applications /usr/share/metainfo /usr/share/man
    /usr/share/man/man1 /usr/share/man/man8 /usr/share/icons /usr/share/icons/hicolor
    /usr/share/icons/hicolor/scalable /usr/share/icons/hicolor/scalable/apps
    /usr/share/polkit-1 /usr/share/polkit-1/actions /usr/share/dbus-1
    /usr/share/dbus-1/system.d /usr/share/dbus-1/system-services /usr/lib/systemd
    /usr/lib/systemd/system /usr/share/licenses)

include(CPack)
