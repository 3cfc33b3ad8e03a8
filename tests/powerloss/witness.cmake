# The wire protocol and pairing without sockets (unit): messages round-trip
# (tst_plprotocol), frames are refused for every reason (tst_plframes), the handshake and
# addresses (tst_plhandshake), sharing protocolrig.h. The witness with its journal and the
# writer's link on loopback (files): durability (tst_plwitness), hostile peers
# (tst_plwitnesshostile), resource bounds (tst_plwitnesslimits) and the verifier asking
# again after a handshake the witness timed out (tst_plverifierretry), an altered frame and a
# fake witness against the writer (tst_plwitnesstamper), a connection flood against verifiers
# (tst_plwitnessflood) and bounds for code holders (tst_plwitnessbounds), sharing witnessrig.h
# (docs/powerloss.md §2 "Wire protocol", "Witness robustness").
foreach(_test tst_plprotocol tst_plframes tst_plhandshake)
  driveproof_add_test(NAME ${_test} LABEL unit
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/${_test}.cpp ${CMAKE_CURRENT_LIST_DIR}/protocolrig.h)
endforeach()
foreach(_test tst_plwitness tst_plwitnesshostile tst_plwitnesslimits tst_plverifierretry
    tst_plwitnesstamper tst_plwitnessflood tst_plwitnessbounds)
  driveproof_add_test(NAME ${_test} LABEL files TIMEOUT 180
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/${_test}.cpp ${CMAKE_CURRENT_LIST_DIR}/witnessrig.h)
  target_include_directories(${_test} PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
endforeach()
# Memory bounds measured by RSS: under ASan, freed memory waits in a 256 MB quarantine and
# counts as growth (+75 MB seen). A small quarantine keeps the measure about the witness.
set_property(TEST tst_plwitnesslimits APPEND PROPERTY ENVIRONMENT
  "ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:quarantine_size_mb=16")
