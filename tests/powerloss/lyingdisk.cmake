# tst_lyingdisk: the FUSE lying disk (app/lyingdisk) driven through its starter in the core
# (core/powerloss/lyingdiskprocess). Without libfuse3 the daemon is not built and
# the test skips (77).
driveproof_add_test(NAME tst_lyingdisk LABEL files TIMEOUT 180
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_lyingdisk.cpp)
target_include_directories(tst_lyingdisk PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../common)
if(TARGET driveproof-lyingdisk)
  add_dependencies(tst_lyingdisk driveproof-lyingdisk)
  target_compile_definitions(tst_lyingdisk PRIVATE
    DRIVEPROOF_LYINGDISK="$<TARGET_FILE:driveproof-lyingdisk>")
endif()
