#include "norm/numberformat.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

using nk::NumberFormat;
using nk::Precision;

TEST_CASE("display digits are the decimal digits a format reliably keeps", "[numberformat]")
{
    // p·log₁₀2 by hand: 53 → 15.95, 24 → 7.22, 11 → 3.31, 8 → 2.41.
    CHECK(NumberFormat::significantDecimalDigits(Precision::Fp16) == Approx(3.3113).epsilon(1e-4));
    CHECK(NumberFormat::significantDecimalDigits(Precision::Bf16) == Approx(2.4082).epsilon(1e-4));
    CHECK(NumberFormat::displayDigits(Precision::Fp64) == 15);
    CHECK(NumberFormat::displayDigits(Precision::Fp32) == 7);
    CHECK(NumberFormat::displayDigits(Precision::Fp16) == 3);
    CHECK(NumberFormat::displayDigits(Precision::Bf16) == 2);
    CHECK(NumberFormat::narrationDigits(Precision::Fp64) == 6);
    CHECK(NumberFormat::narrationDigits(Precision::Bf16) == 2);
    // The format table agrees with the rule.
    for (Precision p : {Precision::Fp64, Precision::Fp32, Precision::Fp16, Precision::Bf16})
        CHECK(nk::formatInfo(p).decimalDigits == NumberFormat::displayDigits(p));
}

TEST_CASE("the compute precision follows the accumulation setting", "[numberformat]")
{
    nk::NormSettings s;
    for (Precision p : {Precision::Fp64, Precision::Fp32, Precision::Fp16, Precision::Bf16}) {
        s.precision = p;
        s.accumulation = nk::Accumulation::Storage;
        CHECK(NumberFormat::computePrecision(s) == p);
        s.accumulation = nk::Accumulation::Fp32;
        const bool low = p == Precision::Fp16 || p == Precision::Bf16;
        CHECK(NumberFormat::computePrecision(s) == (low ? Precision::Fp32 : p));
    }
}

TEST_CASE("numbers are written one way: U+2212 minus, no negative zero, words for inf and NaN",
          "[numberformat]")
{
    CHECK(NumberFormat::number(1.0 / 3.0, 4) == "0.3333");
    CHECK(NumberFormat::number(-2.5, 6) == "\u22122.5");
    CHECK(NumberFormat::number(-0.0, 6) == "0");
    CHECK(NumberFormat::number(1e-13, 3) == "1e\u221213");
    CHECK(NumberFormat::number(std::numeric_limits<double>::infinity(), 3) == "inf");
    CHECK(NumberFormat::number(-std::numeric_limits<double>::infinity(), 3) == "\u2212inf");
    CHECK(NumberFormat::number(std::nan(""), 3) == "NaN");
    CHECK(NumberFormat::number(4.0 / 3.0, Precision::Fp16) == "1.33");
    CHECK(NumberFormat::number(4.0 / 3.0, Precision::Fp32) == "1.33333");
    CHECK(NumberFormat::ratio(23.0 / 14.0) == "1.64\u00d7");
    CHECK(NumberFormat::percent(9.0 / 23.0) == "39.1\u00a0%");
}

TEST_CASE("long vectors are elided in the middle, keeping the last element", "[numberformat]")
{
    CHECK(NumberFormat::list({2, -1, 3}, Precision::Fp64) == "[2, \u22121, 3]");
    const std::vector<double> v{1, 2, 3, 4, 5, 6, 7, 8};
    CHECK(NumberFormat::list(v, Precision::Fp64, 4) == "[1, 2, 3, \u2026, 8]");
    CHECK(NumberFormat::elidedIndices(8, 4) == std::vector<int>{0, 1, 2, -1, 7});
    CHECK(NumberFormat::elidedIndices(3, 4) == std::vector<int>{0, 1, 2});
    CHECK(NumberFormat::list({}, Precision::Fp32) == "[]");
}

TEST_CASE("shortestDigits: the digits a typed value needs to read back", "[numberformat]")
{
    CHECK(NumberFormat::shortestDigits(5.36) == 3);
    CHECK(NumberFormat::shortestDigits(-0.1) == 1);
    CHECK(NumberFormat::shortestDigits(1e-8) == 1);
    CHECK(NumberFormat::shortestDigits(2.0) == 1);
    CHECK(NumberFormat::shortestDigits(123.456) == 6);
    CHECK(NumberFormat::shortestDigits(0.0) == 1);
    // 1/3 needs all of a double's digits; so does 0.1f widened to double, 0.10000000149011612.
    CHECK(NumberFormat::shortestDigits(1.0 / 3.0) >= 16);
    CHECK(NumberFormat::shortestDigits(double(0.1f)) == 17);
    // Property: written with that many digits, the value reads back exactly, and with one
    // fewer it does not.
    for (double v : {5.36, 3.14159, 1e-8, 6.02e23, 0.3333, 1.0 / 7.0}) {
        const int n = NumberFormat::shortestDigits(v);
        char buf[400]; // %g of any double fits
        std::snprintf(buf, sizeof buf, "%.*g", n, v);
        CHECK(std::strtod(buf, nullptr) == v);
        if (n > 1) {
            std::snprintf(buf, sizeof buf, "%.*g", n - 1, v);
            CHECK(std::strtod(buf, nullptr) != v);
        }
    }
}
