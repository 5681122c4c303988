# Read by cpack when it runs (CPACK_PROJECT_CONFIG_FILE, cmake/install.cmake).
if(CPACK_GENERATOR STREQUAL "DEB" AND NOT CPACK_PACKAGING_INSTALL_PREFIX STREQUAL "/usr")
  message(WARNING "The package installs under ${CPACK_PACKAGING_INSTALL_PREFIX}, not /usr: "
                  "configure with -DCMAKE_INSTALL_PREFIX=/usr to build a Debian package")
endif()
