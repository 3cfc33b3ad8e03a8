# driveproof_add_test(NAME <name> LABEL <label> SOURCES <files...> [LIBS <libs...>])
# One QtTest executable per unit, registered with CTest, labelled (docs/design.md §6).
# A test exits 77 when it lacks a capability: CTest reports it as skipped, not passed.
function(driveproof_add_test)
  cmake_parse_arguments(arg "" "NAME;LABEL;TIMEOUT" "SOURCES;LIBS;ENVIRONMENT" ${ARGN})
  add_executable(${arg_NAME} ${arg_SOURCES})
  target_link_libraries(${arg_NAME} PRIVATE driveproof_core driveproof_options Qt6::Test ${arg_LIBS})
  target_compile_definitions(${arg_NAME} PRIVATE
    DRIVEPROOF_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
    DRIVEPROOF_CLI="$<TARGET_FILE:driveproof-cli>")
  if(driveproof_gui IN_LIST arg_LIBS)
    driveproof_use_pch(${arg_NAME} test-gui)
  else()
    driveproof_use_pch(${arg_NAME} test-core)
  endif()
  add_test(NAME ${arg_NAME} COMMAND ${arg_NAME})
  if(NOT arg_TIMEOUT)
    set(arg_TIMEOUT 120)
  endif()
  set_tests_properties(${arg_NAME} PROPERTIES LABELS "${arg_LABEL}" SKIP_RETURN_CODE 77
    TIMEOUT ${arg_TIMEOUT} ENVIRONMENT "QT_QPA_PLATFORM=offscreen;${arg_ENVIRONMENT}")
endfunction()

# Tests read English words and numbers: each folder's tests get their language and formats
# pinned (LANGUAGE=en, LC_ALL=LANG=C.UTF-8), so that they pass on a workstation in any
# locale (issue 26: a German LANG failed 9 tests). Tests of languages and locales set their
# own in the processes they start. Call once at the end of each tests/*/CMakeLists.txt.
set(DRIVEPROOF_TEST_LOCALE "LANGUAGE=en" "LC_ALL=C.UTF-8" "LANG=C.UTF-8")
function(driveproof_pin_test_locale)
  get_property(tests DIRECTORY PROPERTY TESTS)
  foreach(test IN LISTS tests)
    set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT ${DRIVEPROOF_TEST_LOCALE})
  endforeach()
endfunction()
