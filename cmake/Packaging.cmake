# `cpack` in the build folder makes a Debian package of what `cmake --install` installs: the
# binary (chapters, translations, MathJax and the corpus are compiled in), the .desktop entry,
# the icons and the AppStream metainfo. Library dependencies come from dpkg-shlibdeps; the fonts
# the Chinese interface needs are declared by hand.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME normkitchen)
set(CPACK_PACKAGE_VENDOR "The NormKitchen developers")
set(CPACK_PACKAGE_CONTACT "The NormKitchen developers <normkitchen@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "see why language models use RMSNorm instead of LayerNorm (归一化后厨)")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "NormKitchen steps a vector you type through LayerNorm and RMSNorm side by side, with\n"
    "typeset formulas, live numbers, an animated kitchen, and measured operation counts and\n"
    "precision errors in fp32, fp16 and bf16. Chinese and English.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-core, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland")
set(CPACK_STRIP_FILES ON)
include(CPack)
