# MathJaxBundle.cmake — build-time bundle of MathJax 3 for FormulaRenderer.
#
# tools/mathjax/entry.js (TeX input with the base and ams packages, SVG output with
# fontCache 'none', liteAdaptor) is bundled by esbuild into ONE IIFE script targeting es2016
# that QJSEngine can evaluate. The packages come from tools/mathjax/node_modules, installed
# from the pinned lockfile with:
#
#     npm ci --prefix tools/mathjax
#
# Nothing is downloaded at build or run time.
#
# Functions:
#   nk_mathjax_bundle(<output>)      custom command producing the bundle file <output>
#                                    (an absolute path in the build tree)
#   nk_add_mathjax_bundle(<target>)  the above, plus the bundle embedded into <target> as the
#                                    Qt resource :/mathjax/mathjax-bundle.js; the file's path is
#                                    kept in the global property NK_MATHJAX_BUNDLE_FILE (the
#                                    student page's browser test serves it as /mathjax.js)
#
# This file also runs in script mode (cmake -P) from the custom command, so that a
# node_modules folder removed after configuring still fails the build with a clear message.

set(_NK_MATHJAX_BUNDLE_NAME "mathjax-bundle.js")

function(_nk_mathjax_missing_message out_var mathjax_dir)
    set(${out_var}
        "The MathJax bundler is not installed: ${mathjax_dir}/node_modules/.bin/esbuild is missing.\n"
        "Install the pinned packages (Node.js and npm needed, once per checkout) from the source "
        "directory with:\n"
        "    npm ci --prefix tools/mathjax\n"
        "then build again."
        PARENT_SCOPE)
endfunction()

# --- script mode: invoked by the custom command ------------------------------------------------
if(CMAKE_SCRIPT_MODE_FILE AND DEFINED NK_MATHJAX_DIR AND DEFINED NK_MATHJAX_OUTPUT)
    set(_esbuild "${NK_MATHJAX_DIR}/node_modules/.bin/esbuild")
    if(NOT EXISTS "${_esbuild}")
        _nk_mathjax_missing_message(_msg "${NK_MATHJAX_DIR}")
        string(JOIN "" _msg ${_msg})
        message(FATAL_ERROR "${_msg}")
    endif()
    execute_process(
        COMMAND "${_esbuild}" entry.js
            --bundle
            --format=iife
            --target=es2016
            --minify
            --legal-comments=none
            --log-level=warning
            # QJSEngine has no globalThis: define it from the global `this` first.
            "--banner:js=var globalThis = (typeof globalThis !== 'undefined') ? globalThis : this;"
            "--outfile=${NK_MATHJAX_OUTPUT}"
        WORKING_DIRECTORY "${NK_MATHJAX_DIR}"
        RESULT_VARIABLE _result)
    if(NOT _result EQUAL 0)
        message(FATAL_ERROR "esbuild failed to bundle ${NK_MATHJAX_DIR}/entry.js (${_result}). "
                            "If the packages are out of date, run: npm ci --prefix tools/mathjax")
    endif()
    return()
endif()

# --- configure mode ----------------------------------------------------------------------------
include_guard(GLOBAL)

get_filename_component(NK_MATHJAX_TOOL_DIR "${CMAKE_CURRENT_LIST_DIR}/../tools/mathjax" ABSOLUTE)
set(_NK_MATHJAX_SCRIPT "${CMAKE_CURRENT_LIST_FILE}")

function(nk_mathjax_bundle output)
    if(NOT IS_ABSOLUTE "${output}")
        set(output "${CMAKE_CURRENT_BINARY_DIR}/${output}")
    endif()
    if(NOT EXISTS "${NK_MATHJAX_TOOL_DIR}/node_modules/.bin/esbuild")
        _nk_mathjax_missing_message(_msg "${NK_MATHJAX_TOOL_DIR}")
        string(JOIN "" _msg ${_msg})
        message(FATAL_ERROR "${_msg}")
    endif()

    # The lockfile pins every package version, so it stands for node_modules (depending on a
    # file inside node_modules would turn a missing install into an obscure ninja error).
    set(_depends
        "${NK_MATHJAX_TOOL_DIR}/entry.js"
        "${NK_MATHJAX_TOOL_DIR}/package-lock.json"
        "${_NK_MATHJAX_SCRIPT}")

    add_custom_command(
        OUTPUT "${output}"
        COMMAND "${CMAKE_COMMAND}"
            "-DNK_MATHJAX_DIR=${NK_MATHJAX_TOOL_DIR}"
            "-DNK_MATHJAX_OUTPUT=${output}"
            -P "${_NK_MATHJAX_SCRIPT}"
        DEPENDS ${_depends}
        COMMENT "Bundling MathJax (tools/mathjax/entry.js) with esbuild"
        VERBATIM)
endfunction()

function(nk_add_mathjax_bundle target)
    set(_dir "${CMAKE_CURRENT_BINARY_DIR}/mathjax")
    set(_bundle "${_dir}/${_NK_MATHJAX_BUNDLE_NAME}")
    nk_mathjax_bundle("${_bundle}")
    set_source_files_properties("${_bundle}" PROPERTIES GENERATED TRUE)
    # Available at run time as :/mathjax/mathjax-bundle.js (see FormulaRenderer).
    qt_add_resources(${target} "mathjax"
        PREFIX "/mathjax"
        BASE "${_dir}"
        FILES "${_bundle}")
    set_property(GLOBAL PROPERTY NK_MATHJAX_BUNDLE_FILE "${_bundle}")
endfunction()
