#pragma once

// Where the tests find the source tree, the app and Qt's lupdate. The paths are compiled into
// one small file CMake writes (testpaths.cpp in the build folder), not into the test files, so
// those compile the same in any folder and ccache serves a fresh clone wherever it is.
namespace nk::test {

const char *sourceDir();
const char *appPath();     // the normkitchen executable
const char *lupdatePath(); // Qt's lupdate
// The typeset formulas' folder (FormulaDiskCache) the test programs, and the app they start,
// share: NK_FORMULA_CACHE unless the caller set it (useFormulaCache()).
const char *formulaCacheDir();
void useFormulaCache();

} // namespace nk::test
