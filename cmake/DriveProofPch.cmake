# Precompiled Qt headers. A clean build (CI builds three from scratch on two cores) spends
# most of its time parsing the same Qt headers in every file; with these each target parses
# them once. Only headers that almost every file of the target includes anyway, so a file
# that forgets an include still fails without the PCH (the option is OFF in no preset, but
# `-DDRIVEPROOF_PCH=OFF` builds without).
#
#   driveproof_use_pch(TARGET KIND)   KIND: core, gui or test-core/test-gui (shared by
#                                     the tests of that kind in one folder: REUSE_FROM)

option(DRIVEPROOF_PCH "Precompile the Qt headers (faster clean builds)" ON)

set(_driveproof_pch_core
  <QtCore/QByteArray> <QtCore/QCoreApplication> <QtCore/QDateTime> <QtCore/QDir>
  <QtCore/QFile> <QtCore/QFileInfo> <QtCore/QHash> <QtCore/QJsonArray>
  <QtCore/QJsonDocument> <QtCore/QJsonObject> <QtCore/QList> <QtCore/QLocale>
  <QtCore/QObject> <QtCore/QString> <QtCore/QStringList> <QtCore/QVariant>
  <functional> <memory> <optional> <string> <vector>)
set(_driveproof_pch_gui ${_driveproof_pch_core}
  <QtWidgets/QComboBox> <QtWidgets/QFormLayout> <QtWidgets/QHBoxLayout>
  <QtWidgets/QLabel> <QtWidgets/QPushButton> <QtWidgets/QVBoxLayout>
  <QtWidgets/QWidget>)

function(driveproof_use_pch target kind)
  if(NOT DRIVEPROOF_PCH)
    return()
  endif()
  if(kind STREQUAL "core")
    target_precompile_headers(${target} PRIVATE ${_driveproof_pch_core})
  elseif(kind STREQUAL "gui")
    target_precompile_headers(${target} PRIVATE ${_driveproof_pch_gui})
  elseif(kind MATCHES "^test-(core|gui)$")
    # One PCH for the tests of a kind in one folder: the host is built like such a test
    # (same libraries and folder, so the same Qt defines, QT_TESTCASE_BUILDDIR included;
    # GCC refuses a PCH built with other ones).
    file(RELATIVE_PATH _dir ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
    string(MAKE_C_IDENTIFIER "${_dir}" _dir)
    set(_host driveproof_pch_${kind}_${_dir})
    if(NOT TARGET ${_host})
      set(_dummy ${CMAKE_CURRENT_BINARY_DIR}/${_host}.cpp)
      file(WRITE ${_dummy} "// The host of the precompiled headers of ${_dir}'s ${kind} tests.\n")
      add_library(${_host} OBJECT ${_dummy})
      set_target_properties(${_host} PROPERTIES AUTOMOC OFF)
      target_link_libraries(${_host} PRIVATE driveproof_core driveproof_options Qt6::Test)
      if(kind STREQUAL "test-gui")
        target_link_libraries(${_host} PRIVATE driveproof_gui)
        target_precompile_headers(${_host} PRIVATE ${_driveproof_pch_gui} <QtTest/QtTest>)
      else()
        target_precompile_headers(${_host} PRIVATE ${_driveproof_pch_core} <QtTest/QtTest>)
      endif()
    endif()
    target_precompile_headers(${target} REUSE_FROM ${_host})
  else()
    message(FATAL_ERROR "driveproof_use_pch: unknown kind '${kind}'")
  endif()
endfunction()
