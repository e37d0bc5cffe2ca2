#pragma once

#include <string>

namespace nk {

// Grades one number a student typed against the answer key.
//
// Tolerance (stated on the sheet and on screen): an answer is right when it is within
// kAbsoluteTolerance of the key OR within kRelativeTolerance of |key|: two decimals worked by
// hand pass, and so does a large value rounded to three significant digits. Below
// kRelativeOnlyBelow only the relative tolerance counts: 0.01 would be as large as a small key
// itself (σ² = 0.0022 of [0.1, 0.2, 0.1] would pass as 0). A key of 0 computed with rounding
// (a mean of 5.6e-17) still takes 0: errors up to kKeyRoundingFloor are the key's own.
// What a student types is read like a vector (VectorParser): full-width digits, minus "－" and
// period "．"/"。" from a Chinese input method, U+2212; also a fraction "4/3" (or "４／３"),
// and "inf" or "∞" (signed) for an overflow, right only against the same infinity.
class AnswerGrader
{
public:
    static constexpr double kAbsoluteTolerance = 0.01;
    static constexpr double kRelativeTolerance = 0.01;
    static constexpr double kRelativeOnlyBelow = 0.1;
    static constexpr double kKeyRoundingFloor = 1e-9;

    enum class Verdict {
        Empty,      // nothing typed (only spaces)
        Unreadable, // not one number
        Right,
        Wrong
    };

    struct Grade
    {
        Verdict verdict = Verdict::Empty;
        double typed = 0.0;    // the number read (Right or Wrong)
        double expected = 0.0; // the key
        double absError = 0.0; // |typed − expected|
        double relError = 0.0; // absError / |expected|, inf when expected is 0 and typed is not
    };

    // How close a guess was, in a student's words: within 1 % "spot on", within 10 % "close".
    enum class Closeness { SpotOn, Close, Off };
    static constexpr double kSpotOnRelative = 0.01;
    static constexpr double kCloseRelative = 0.10;
    static Closeness closeness(const Grade &grade);

    // One number read from what was typed, or nothing (empty or unreadable: see grade()).
    static bool read(const std::string &utf8, double *value, bool *empty = nullptr);
    static Grade grade(const std::string &utf8, double expected);
    static bool withinTolerance(double typed, double expected);
};

} // namespace nk
