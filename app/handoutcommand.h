#pragma once

#include "norm/normsettings.h"

#include <cstdint>
#include <string>
#include <vector>

// `normkitchen handout --out FILE.pdf ...`: writes the PDF handout (HandoutPdf), or with --format
// html the one-page revision sheet (RevisionSheet), without a window. Returns the exit status: 0
// written, 1 the file could not be written, 2 bad options (one line on stderr).
class HandoutCommand
{
public:
    struct Options
    {
        bool help = false;
        std::string out;
        std::string language = "en";
        std::vector<int> chapters; // empty: every chapter of the catalog
        std::vector<double> input;
        nk::NormSettings settings;
        std::uint64_t exerciseSheet = 1; // chapter 11's sheet: quiz --sheet's number
        bool student = false;            // --audience student: no teacher's notes, no exercise key
        bool html = false;               // --format html: the one-page revision sheet
    };

    static int run(int argc, char **argv, const std::vector<std::string> &args);
    // The options without the work; throws CommandArguments::UsageError. chapterIds: the
    // catalog's chapters, which --chapters must name.
    static Options parse(const std::vector<std::string> &args, const std::vector<int> &chapterIds);
    static std::string usage();
};
