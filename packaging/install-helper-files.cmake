# Runs at install time (install(SCRIPT) in packaging/CMakeLists.txt, after an install(CODE)
# that sets the DRIVEPROOF_* variables below): configures the D-Bus activation file and the
# systemd units with the helper's and the CLI's paths under the prefix in use now, then
# installs them (the exporter's timer as it is).
foreach(_dir LIBEXECDIR BINDIR DATADIR UNITDIR)
  set(_path "${DRIVEPROOF_INSTALL_${_dir}}")
  if(NOT IS_ABSOLUTE "${_path}")
    set(_path "${CMAKE_INSTALL_PREFIX}/${_path}")
  endif()
  set(_full_${_dir} "${_path}")
endforeach()

set(DRIVEPROOF_HELPER_PATH "${_full_LIBEXECDIR}/driveproof-helper")
set(DRIVEPROOF_CLI_PATH "${_full_BINDIR}/driveproof-cli")
set(_out "${DRIVEPROOF_PACKAGING_BINARY_DIR}/install")
foreach(_f io.github.driveproof.Helper1.service driveproof-helper.service)
  configure_file("${DRIVEPROOF_PACKAGING_SOURCE_DIR}/${_f}.in" "${_out}/${_f}" @ONLY)
endforeach()
file(INSTALL DESTINATION "${_full_DATADIR}/dbus-1/system-services" TYPE FILE
     FILES "${_out}/io.github.driveproof.Helper1.service")
configure_file("${DRIVEPROOF_PACKAGING_SOURCE_DIR}/systemd/driveproof-export.service.in"
               "${_out}/driveproof-export.service" @ONLY)
file(INSTALL DESTINATION "${_full_UNITDIR}" TYPE FILE
     FILES "${_out}/driveproof-helper.service" "${_out}/driveproof-export.service"
           "${DRIVEPROOF_PACKAGING_SOURCE_DIR}/systemd/driveproof-export.timer")
