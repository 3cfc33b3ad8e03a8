# The power-loss record format, write plan, writer and verifier (docs/powerloss.md §2): the
# format and plan alone (unit), and the verifier against every injected fault on an image
# the real writer wrote with fdatasync (files): faults in the blocks (tst_plverifier), and
# acknowledged writes, whole runs and the writer (tst_plverifierruns), sharing verifierrig.h.
driveproof_add_test(NAME tst_plrecord LABEL unit SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plrecord.cpp)
foreach(_test tst_plverifier tst_plverifierruns)
  driveproof_add_test(NAME ${_test} LABEL files TIMEOUT 300
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/${_test}.cpp ${CMAKE_CURRENT_LIST_DIR}/verifierrig.h)
  target_include_directories(${_test} PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
endforeach()
