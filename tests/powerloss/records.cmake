# The power-loss record format, write plan, writer and verifier (POWERLOSS.md §2): the
# format and plan alone (unit), and the verifier against every injected fault on an image
# the real writer wrote with fdatasync (files).
driveproof_add_test(NAME tst_plrecord LABEL unit SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plrecord.cpp)
driveproof_add_test(NAME tst_plverifier LABEL files TIMEOUT 300
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plverifier.cpp)
target_include_directories(tst_plverifier PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
