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
# The verifier against a witness's ledger it must not believe (issue 25): forged runs
# planted over 127.0.0.1 by a code holder, verified through verifyPending().
driveproof_add_test(NAME tst_plverifierledger LABEL files TIMEOUT 300
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plverifierledger.cpp ${CMAKE_CURRENT_LIST_DIR}/verifierrig.h
          ${CMAKE_CURRENT_LIST_DIR}/witnessrig.h)
target_include_directories(tst_plverifierledger PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
