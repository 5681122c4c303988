# `cmake --install` and the Debian package (`cpack -G DEB`): where a Debian tool keeps
# each file (docs/install.md). Included from the top CMakeLists.txt after the `qm` target.
include(GNUInstallDirs)

set(QM_INSTALL_DATA_DIR ${CMAKE_INSTALL_DATADIR}/quartermaster)
set(QM_INSTALL_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/quartermaster)
# "Name <address>" for a package to hand out (Debian policy wants the address).
set(QM_DEB_MAINTAINER "quartermaster maintainers"
    CACHE STRING "The Maintainer field of the Debian package and of its changelog")

# `qm --help` (and so the man page) names the installed files where they are.
set_property(
  SOURCE ${PROJECT_SOURCE_DIR}/src/cli/help_footer.cc APPEND
  PROPERTY COMPILE_DEFINITIONS QM_DATA_DIR="${CMAKE_INSTALL_PREFIX}/${QM_INSTALL_DATA_DIR}"
           QM_DOC_DIR="${CMAKE_INSTALL_PREFIX}/${QM_INSTALL_DOC_DIR}")

install(TARGETS qm RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The man page, made from the built binary's --help (tools/make_manpage.py) and gzipped as
# Debian ships man pages.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  set(QM_MANPAGE ${PROJECT_BINARY_DIR}/man/qm.1)
  add_custom_command(
    OUTPUT ${QM_MANPAGE} ${QM_MANPAGE}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/make_manpage.py $<TARGET_FILE:qm>
            ${QM_MANPAGE} ${QM_MANPAGE}.gz
    DEPENDS qm ${PROJECT_SOURCE_DIR}/tools/make_manpage.py
    COMMENT "Making the man page qm(1) from qm --help")
  add_custom_target(qm_manpage ALL DEPENDS ${QM_MANPAGE}.gz)
  install(FILES ${QM_MANPAGE}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(WARNING "python3 not found: no man page is made or installed")
endif()

install(FILES ${PROJECT_SOURCE_DIR}/tools/qm-completion.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME qm)
install(FILES ${PROJECT_SOURCE_DIR}/schema/record-v1.schema.json
        DESTINATION ${QM_INSTALL_DATA_DIR}/schema)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/rulesets/ DESTINATION ${QM_INSTALL_DATA_DIR}/rulesets
        FILES_MATCHING PATTERN "*.yaml")
# The documentation, every page and the README's pictures: the users' pages link to the
# developers' ones (performance, architecture), and the README to docs/.
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${QM_INSTALL_DOC_DIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${QM_INSTALL_DOC_DIR}/docs
        FILES_MATCHING PATTERN "*.md" PATTERN "*.png")

# What Debian wants in every package's doc directory: the copyright file, and for a native
# package (a version with no Debian revision) changelog.gz, here one entry naming the build.
install(FILES ${PROJECT_SOURCE_DIR}/cmake/deb/copyright DESTINATION ${QM_INSTALL_DOC_DIR})
find_program(QM_GZIP gzip)
if(QM_GZIP)
  set(QM_DEB_CHANGELOG ${PROJECT_BINARY_DIR}/deb/changelog)
  string(TIMESTAMP QM_DEB_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/deb/changelog.in ${QM_DEB_CHANGELOG} @ONLY)
  add_custom_command(
    OUTPUT ${QM_DEB_CHANGELOG}.gz
    COMMAND ${QM_GZIP} -9nc ${QM_DEB_CHANGELOG} > ${QM_DEB_CHANGELOG}.gz
    DEPENDS ${QM_DEB_CHANGELOG}
    COMMENT "Compressing the package's changelog")
  add_custom_target(qm_deb_changelog ALL DEPENDS ${QM_DEB_CHANGELOG}.gz)
  install(FILES ${QM_DEB_CHANGELOG}.gz DESTINATION ${QM_INSTALL_DOC_DIR})
endif()

# The Debian package: quartermaster_<version>_<arch>.deb, its Depends worked out by
# dpkg-shlibdeps from the binary. It installs under the same prefix as `cmake --install`,
# so that what `qm --help` names is where the files are: configure with
# -DCMAKE_INSTALL_PREFIX=/usr for a package (cmake/cpack_options.cmake warns otherwise).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME quartermaster)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "replays recorded tabletop games, checks every move and explains the result")
# Lines of at most 79 characters (Debian policy: 80 with the leading space).
set(CPACK_PACKAGE_DESCRIPTION
    "qm replays records of tabletop games (Loot, Einauge sei wachsam!, Pirates of\n\
the Spanish Main) written as YAML against a rules engine: it says who broke\n\
which rule on which line, shows the table at any move and where every point\n\
came from, keeps records in an SQLite store for statistics, simulates games\n\
between bots and compares rulesets.")
set(CPACK_PACKAGE_CONTACT ${QM_DEB_MAINTAINER})
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# utils, not games: Debian's games section is for packages with a game in /usr/games.
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_STRIP_FILES ON)
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/cpack_options.cmake)
include(CPack)
