// The test programs without a QApplication. Catch2's implementation is in catchsession.cpp.
#include "catchrun.h"

int main(int argc, char **argv)
{
    return runCatchSession(argc, argv);
}
