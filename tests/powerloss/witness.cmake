# The wire protocol, pairing codes and the witness with its journal and the writer's link
# (POWERLOSS.md §2 "Wire protocol", "Witness robustness").
driveproof_add_test(NAME tst_plprotocol LABEL unit
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plprotocol.cpp)
driveproof_add_test(NAME tst_plwitness LABEL files TIMEOUT 180
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_plwitness.cpp)
