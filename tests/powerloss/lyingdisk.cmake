# tst_lyingdisk (the caches of an honest and a lying disk) and tst_lyingdiskio (the disk's
# I/O, the simulated cut, the daemon's errors): the FUSE lying disk (app/lyingdisk) driven
# through its starter in the core (core/powerloss/lyingdiskprocess), sharing lyingdiskrig.h.
# Without libfuse3 the daemon is not built and the tests skip (77).
foreach(_test tst_lyingdisk tst_lyingdiskio)
  driveproof_add_test(NAME ${_test} LABEL files TIMEOUT 180
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/${_test}.cpp ${CMAKE_CURRENT_LIST_DIR}/lyingdiskrig.h)
  target_include_directories(${_test} PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
  if(TARGET driveproof-lyingdisk)
    add_dependencies(${_test} driveproof-lyingdisk)
    target_compile_definitions(${_test} PRIVATE
      DRIVEPROOF_LYINGDISK="$<TARGET_FILE:driveproof-lyingdisk>")
  endif()
endforeach()
