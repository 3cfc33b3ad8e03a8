# The power-loss test end to end (issue 6): the writer's session against a local witness,
# the practice procedure on the FUSE lying disk cut at random moments, and the CLI's
# witness and powerloss commands as processes.
driveproof_add_test(NAME tst_plcycles LABEL files TIMEOUT 300
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plcycles.cpp)
target_include_directories(tst_plcycles PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
if(TARGET driveproof-lyingdisk)
  add_dependencies(tst_plcycles driveproof-lyingdisk)
  target_compile_definitions(tst_plcycles PRIVATE
    DRIVEPROOF_LYINGDISK="$<TARGET_FILE:driveproof-lyingdisk>")
endif()

driveproof_add_test(NAME tst_plsession LABEL files TIMEOUT 180
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plsession.cpp)
target_include_directories(tst_plsession PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)

driveproof_add_test(NAME tst_plcli LABEL files TIMEOUT 180
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plcli.cpp)
target_include_directories(tst_plcli PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
add_dependencies(tst_plcli driveproof-cli)
if(TARGET driveproof-lyingdisk)
  add_dependencies(tst_plcli driveproof-lyingdisk)
  target_compile_definitions(tst_plcli PRIVATE
    DRIVEPROOF_LYINGDISK="$<TARGET_FILE:driveproof-lyingdisk>")
endif()

# A raw device held exclusively for the whole run (issue 25), on a loop device (root).
driveproof_add_test(NAME tst_plexclusive LABEL root TIMEOUT 180
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plexclusive.cpp)
target_include_directories(tst_plexclusive PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
set_tests_properties(tst_plexclusive PROPERTIES RUN_SERIAL TRUE)

# open_datasync and open_sync through a descriptor without the flag (the helper's duplicate
# of the held device) still sync every write: a loop device's flush counter (root).
driveproof_add_test(NAME tst_plwritersync LABEL root TIMEOUT 120
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plwritersync.cpp)
target_include_directories(tst_plwritersync PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
set_tests_properties(tst_plwritersync PROPERTIES RUN_SERIAL TRUE)
