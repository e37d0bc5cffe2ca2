# StudentPage.cmake — build-time bundle of the class session's student page (web/student/).
#
# web/student/src/student.js (and the modules it imports) is bundled by esbuild into ONE IIFE
# script, student.js, and web/student/src/student.css into one minified style sheet,
# student.css; web/student/index.html is copied beside them. The three files are compiled into
# the app as the Qt resources
#
#     :/student/index.html   :/student/student.js   :/student/student.css
#
# which the session server (ui/session) serves as /, /student.js and /student.css
# (docs/SESSION-PROTOCOL.md). The formulas use the MathJax bundle the app already builds
# (cmake/MathJaxBundle.cmake, :/mathjax/mathjax-bundle.js), served as /mathjax.js.
#
# esbuild comes from web/student/node_modules, installed from the pinned lockfile with
#
#     npm ci --prefix web/student
#
# (tools/setup.sh does it). Nothing is downloaded at build or run time.
#
# Functions:
#   nk_student_page(<dir>)            custom command producing the three files in <dir>
#   nk_add_student_page(<target>)     the above, plus the files embedded into <target> under
#                                     :/student/; the folder is kept in the global property
#                                     NK_STUDENT_PAGE_DIR (the browser test serves it)
#
# This file also runs in script mode (cmake -P) from the custom command, so that a
# node_modules folder removed after configuring still fails the build with a clear message.

set(_NK_STUDENT_FILES index.html student.js student.css)

function(_nk_student_missing_message out_var page_dir)
    set(${out_var}
        "The student page's bundler is not installed: ${page_dir}/node_modules/.bin/esbuild is "
        "missing.\nInstall the pinned packages (Node.js and npm needed, once per checkout) from "
        "the source directory with:\n"
        "    npm ci --prefix web/student\n"
        "then build again."
        PARENT_SCOPE)
endfunction()

# --- script mode: invoked by the custom command ------------------------------------------------
if(CMAKE_SCRIPT_MODE_FILE AND DEFINED NK_STUDENT_DIR AND DEFINED NK_STUDENT_OUTPUT)
    set(_esbuild "${NK_STUDENT_DIR}/node_modules/.bin/esbuild")
    if(NOT EXISTS "${_esbuild}")
        _nk_student_missing_message(_msg "${NK_STUDENT_DIR}")
        string(JOIN "" _msg ${_msg})
        message(FATAL_ERROR "${_msg}")
    endif()
    file(MAKE_DIRECTORY "${NK_STUDENT_OUTPUT}")
    # Phones of the last few years: es2019 keeps optional catch bindings and the like as written.
    execute_process(
        COMMAND "${_esbuild}" src/student.js
            --bundle
            --format=iife
            --target=es2019
            --minify
            --legal-comments=none
            --log-level=warning
            "--outfile=${NK_STUDENT_OUTPUT}/student.js"
        WORKING_DIRECTORY "${NK_STUDENT_DIR}"
        RESULT_VARIABLE _result)
    if(NOT _result EQUAL 0)
        message(FATAL_ERROR "esbuild failed to bundle ${NK_STUDENT_DIR}/src/student.js (${_result}). "
                            "If the packages are out of date, run: npm ci --prefix web/student")
    endif()
    execute_process(
        COMMAND "${_esbuild}" src/student.css
            --bundle
            --minify
            --log-level=warning
            "--outfile=${NK_STUDENT_OUTPUT}/student.css"
        WORKING_DIRECTORY "${NK_STUDENT_DIR}"
        RESULT_VARIABLE _result)
    if(NOT _result EQUAL 0)
        message(FATAL_ERROR "esbuild failed to bundle ${NK_STUDENT_DIR}/src/student.css (${_result})")
    endif()
    file(COPY_FILE "${NK_STUDENT_DIR}/index.html" "${NK_STUDENT_OUTPUT}/index.html"
         ONLY_IF_DIFFERENT)
    return()
endif()

# --- configure mode ----------------------------------------------------------------------------
include_guard(GLOBAL)

get_filename_component(NK_STUDENT_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/../web/student" ABSOLUTE)
set(_NK_STUDENT_SCRIPT "${CMAKE_CURRENT_LIST_FILE}")

function(nk_student_page dir)
    if(NOT IS_ABSOLUTE "${dir}")
        set(dir "${CMAKE_CURRENT_BINARY_DIR}/${dir}")
    endif()
    if(NOT EXISTS "${NK_STUDENT_SOURCE_DIR}/node_modules/.bin/esbuild")
        _nk_student_missing_message(_msg "${NK_STUDENT_SOURCE_DIR}")
        string(JOIN "" _msg ${_msg})
        message(FATAL_ERROR "${_msg}")
    endif()
    # Every source of the page; the lockfile stands for node_modules (as for MathJax).
    file(GLOB _sources CONFIGURE_DEPENDS "${NK_STUDENT_SOURCE_DIR}/src/*.js"
         "${NK_STUDENT_SOURCE_DIR}/src/*.css")
    set(_outputs "")
    foreach(f IN LISTS _NK_STUDENT_FILES)
        list(APPEND _outputs "${dir}/${f}")
    endforeach()
    add_custom_command(
        OUTPUT ${_outputs}
        COMMAND "${CMAKE_COMMAND}"
            "-DNK_STUDENT_DIR=${NK_STUDENT_SOURCE_DIR}"
            "-DNK_STUDENT_OUTPUT=${dir}"
            -P "${_NK_STUDENT_SCRIPT}"
        DEPENDS ${_sources}
            "${NK_STUDENT_SOURCE_DIR}/index.html"
            "${NK_STUDENT_SOURCE_DIR}/package-lock.json"
            "${_NK_STUDENT_SCRIPT}"
        COMMENT "Bundling the student page (web/student) with esbuild"
        VERBATIM)
endfunction()

function(nk_add_student_page target)
    set(_dir "${CMAKE_CURRENT_BINARY_DIR}/student")
    nk_student_page("${_dir}")
    set(_files "")
    foreach(f IN LISTS _NK_STUDENT_FILES)
        list(APPEND _files "${_dir}/${f}")
    endforeach()
    set_source_files_properties(${_files} PROPERTIES GENERATED TRUE)
    # At run time: :/student/index.html, :/student/student.js, :/student/student.css.
    qt_add_resources(${target} "student"
        PREFIX "/student"
        BASE "${_dir}"
        FILES ${_files})
    set_property(GLOBAL PROPERTY NK_STUDENT_PAGE_DIR "${_dir}")
endfunction()
