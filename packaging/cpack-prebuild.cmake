# CPACK_PRE_BUILD_SCRIPTS (packaging/cpack.cmake): runs inside cpack once per generator,
# after the install rules have filled the staging tree, before the package is made.
# - No .comment section in the programs (lintian: binary-has-unneeded-section).
# - Man pages gzipped (-n: no name or time stamp, so the package is reproducible), as both
#   Debian and Fedora ship them.
# - .deb only: /usr/share/doc/driveproof/copyright and changelog.Debian.gz, which Debian
#   policy requires of every binary package, and lintian's overrides (deb/lintian-overrides
#   says why each is right). A distribution's own packaging brings its own.
find_program(_gzip gzip REQUIRED)
set(_src "${CPACK_DRIVEPROOF_SOURCE_DIR}/packaging")
set(_version "${CPACK_PACKAGE_VERSION}")

foreach(_staging IN LISTS CPACK_TEMPORARY_INSTALL_DIRECTORY)
  set(_root "${_staging}${CPACK_PACKAGING_INSTALL_PREFIX}")
  if(NOT IS_DIRECTORY "${_root}")
    message(FATAL_ERROR "cpack-prebuild: no staging tree at ${_root}")
  endif()

  # CPack has stripped the programs; drop the compiler's .comment too, as dh_strip does.
  find_program(_strip strip)
  if(_strip)
    file(GLOB _programs "${_root}/bin/*" "${_root}/libexec/*")
    foreach(_program IN LISTS _programs)
      execute_process(COMMAND "${_strip}" --remove-section=.comment --remove-section=.note
                              "${_program}" COMMAND_ERROR_IS_FATAL ANY)
    endforeach()
  endif()

  file(GLOB _man_pages "${_root}/share/man/man*/*.[0-9]")
  foreach(_page IN LISTS _man_pages)
    execute_process(COMMAND "${_gzip}" -9nf "${_page}" COMMAND_ERROR_IS_FATAL ANY)
  endforeach()

  if(CPACK_GENERATOR STREQUAL "DEB")
    set(_doc "${_root}/share/doc/${CPACK_PACKAGE_NAME}")
    file(MAKE_DIRECTORY "${_doc}")
    set(DEB_VERSION "${_version}-${CPACK_DEBIAN_PACKAGE_RELEASE}")
    set(DEB_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
    # RFC 5322 date, in English whatever the locale; SOURCE_DATE_EPOCH when set.
    string(TIMESTAMP DEB_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
    configure_file("${_src}/deb/changelog.in" "${_doc}/changelog.Debian" @ONLY)
    execute_process(COMMAND "${_gzip}" -9nf "${_doc}/changelog.Debian" COMMAND_ERROR_IS_FATAL ANY)
    configure_file("${_src}/deb/copyright" "${_doc}/copyright" COPYONLY)
    set(_overrides "${_root}/share/lintian/overrides")
    file(MAKE_DIRECTORY "${_overrides}")
    configure_file("${_src}/deb/lintian-overrides" "${_overrides}/${CPACK_PACKAGE_NAME}" COPYONLY)
    file(CHMOD "${_doc}/copyright" "${_doc}/changelog.Debian.gz" "${_overrides}/${CPACK_PACKAGE_NAME}"
         FILE_PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
  endif()
endforeach()
