// The batch kernels' storage formats and special values: bf16 and fp16 conversions and outputs
// rounded to nearest even, 16-bit kernels against the fp64 teaching kernels and in place, NaN
// and inf inputs, a NaN ε.
#include "batchkernelfixture.h"

#include "kernels/batchkernels.h"
#include "kernels/storageconversion.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/precision.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

TEST_CASE("bf16 and fp16 conversions round to nearest even as roundToPrecision does", "[batch]")
{
    // An independent reference (roundToPrecision: float round-to-odd, then Eigen's conversion,
    // itself tested against scaling and nearbyint) over random bit patterns of every exponent,
    // plus the edges: ties, the largest finite values, overflow, subnormals, zeros, inf.
    std::vector<float> values = {0.0f,
                                 -0.0f,
                                 1.0f,
                                 -1.0f,
                                 65504.0f,
                                 65519.99f,
                                 65520.0f,
                                 65536.0f,
                                 1e-8f,
                                 -3e-8f,
                                 6.1e-5f,
                                 5.96e-8f,
                                 2.98e-8f,
                                 2.9802322e-8f,
                                 1.0009766f,
                                 1.00048828f,
                                 1.00146484f,
                                 3.3895e38f,
                                 3.4e38f,
                                 1e-40f,
                                 std::numeric_limits<float>::infinity(),
                                 -std::numeric_limits<float>::infinity(),
                                 std::numeric_limits<float>::denorm_min()};
    PortableRandom rng(5);
    for (int i = 0; i < 200000; ++i) {
        const auto bits = std::uint32_t(rng.nextBits());
        float f;
        std::memcpy(&f, &bits, 4);
        if (!std::isnan(f))
            values.push_back(f);
    }
    for (float f : values) {
        CAPTURE(f);
        const double bf = roundToPrecision(f, Precision::Bf16);
        const double hf = roundToPrecision(f, Precision::Fp16);
        const float gotBf = StorageConversion::floatFromBf16(StorageConversion::bf16FromFloat(f));
        const float gotHf = StorageConversion::floatFromFp16(StorageConversion::fp16FromFloat(f));
        if (!(gotBf == bf && std::signbit(gotBf) == std::signbit(bf)))
            FAIL_CHECK("bf16 " << gotBf << " expected " << bf);
        if (!(gotHf == hf && std::signbit(gotHf) == std::signbit(hf)))
            FAIL_CHECK("fp16 " << gotHf << " expected " << hf);
    }
    // Every fp16 and bf16 value widens to itself (and back).
    for (std::uint32_t h = 0; h < 0x10000u; ++h) {
        const float wide = StorageConversion::floatFromFp16(std::uint16_t(h));
        if (std::isnan(wide))
            continue;
        CHECK(StorageConversion::fp16FromFloat(wide) == h);
        CHECK(roundToPrecision(wide, Precision::Fp16) == wide);
        CHECK(StorageConversion::bf16FromFloat(
                  StorageConversion::floatFromBf16(std::uint16_t(h))) == h);
    }
    // NaN stays NaN.
    CHECK(std::isnan(
        StorageConversion::floatFromBf16(StorageConversion::bf16FromFloat(std::nanf("")))));
    CHECK(std::isnan(
        StorageConversion::floatFromFp16(StorageConversion::fp16FromFloat(std::nanf("")))));
}

TEST_CASE("bf16 and fp16 batch kernels agree with the fp64 teaching kernels", "[batch]")
{
    // fp32 statistics, one rounding per output element: the fp32 bound plus that rounding.
    // Sizes with tails of every length modulo a vector (8) and a lane group (16).
    const Shape shape = GENERATE(Shape{1, 1}, Shape{3, 7}, Shape{2, 9}, Shape{4, 17}, Shape{3, 255},
                                 Shape{2, 257}, Shape{5, 1001}, Shape{1, 65536});
    const Storage storage = GENERATE(Storage::Bf16, Storage::Fp16);
    const bool affine = GENERATE(false, true);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(shape.rows, shape.d, affine, BatchKernels::name(storage), BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    const Batch b =
        storedBatch(randomBatch(shape.rows, shape.d, 2000u + unsigned(shape.d), 0.7, 2.0), storage);
    checkLayerNorm(b, affine, 1e-5f, Run{path, storage});
    checkRmsNorm(b, affine, 1e-5f, Run{path, storage});
}

TEST_CASE("16-bit batch kernels work in place", "[batch]")
{
    const Storage storage = GENERATE(Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), BatchKernels::name(stores));
    if (!pathRuns(path))
        return;
    const Batch b = storedBatch(randomBatch(6, 35, 98), storage);
    const std::vector<unsigned char> x = encode(b.x, storage);
    std::vector<unsigned char> out(x.size()), inPlace = x;
    BatchKernels::layerNorm(storage, x.data(), out.data(), b.rows, b.d, b.gamma.data(),
                            b.beta.data(), 1e-5f, path, stores);
    BatchKernels::layerNorm(storage, inPlace.data(), inPlace.data(), b.rows, b.d, b.gamma.data(),
                            b.beta.data(), 1e-5f, path, stores);
    CHECK(inPlace == out);
    inPlace = x;
    BatchKernels::rmsNorm(storage, x.data(), out.data(), b.rows, b.d, b.gamma.data(), 1e-5f, path,
                          stores);
    BatchKernels::rmsNorm(storage, inPlace.data(), inPlace.data(), b.rows, b.d, b.gamma.data(),
                          1e-5f, path, stores);
    CHECK(inPlace == out);
}

TEST_CASE("NaN and inf inputs give what the fp64 reference gives, on every path and storage",
          "[batch]")
{
    // Row 0 holds a NaN, row 1 +inf, row 2 −inf and a NaN, row 3 stays finite (the others must
    // not leak into it) but for the columns of a NaN γ or β. y starts finite, so an element left
    // unwritten shows; NaN stays NaN in every format (a bf16 NaN must not round into ±inf or −0).
    const Storage storage = GENERATE(Storage::Fp32, Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    const bool affine = GENERATE(false, true);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), BatchKernels::name(stores),
            affine);
    if (!pathRuns(path))
        return;
    const int d = 37;
    const float inf = std::numeric_limits<float>::infinity();
    Batch b = storedBatch(randomBatch(4, d, 61, 0.5, 2.0), storage);
    b.x[5] = std::nanf("");
    b.x[size_t(d + 20)] = inf;
    b.x[size_t(2 * d + 3)] = -inf;
    b.x[size_t(2 * d + 36)] = std::nanf("");
    const std::vector<unsigned char> x = encode(b.x, storage);
    // Widest NaN payloads as bf16 bits too: 0x7FFF and 0xFFFF (all mantissa bits set).
    std::vector<unsigned char> xs = x;
    if (storage == Storage::Bf16) {
        const std::uint16_t nans[2] = {0x7FFF, 0xFFFF};
        std::memcpy(xs.data() + 2 * 5, &nans[0], 2);
        std::memcpy(xs.data() + 2 * size_t(2 * d + 36), &nans[1], 2);
    }
    // A NaN γ and β with every payload bit set: x̂·γ carries that payload, which a plain
    // round-to-nearest of the bits would carry into the sign (0x7FFFFFFF → bf16 0x8000, −0).
    const std::uint32_t nanBits[2] = {0x7FFFFFFFu, 0xFFFFFFFFu};
    std::memcpy(&b.gamma[10], &nanBits[0], 4);
    std::memcpy(&b.beta[11], &nanBits[1], 4);
    const float *gamma = affine ? b.gamma.data() : nullptr;
    const float *beta = affine ? b.beta.data() : nullptr;
    std::vector<unsigned char> yl = encode(std::vector<float>(b.x.size(), 7.0f), storage);
    std::vector<unsigned char> yr = yl;
    BatchKernels::layerNorm(storage, xs.data(), yl.data(), b.rows, d, gamma, beta, 1e-5f, path,
                            stores);
    BatchKernels::rmsNorm(storage, xs.data(), yr.data(), b.rows, d, gamma, 1e-5f, path, stores);
    const std::vector<float> ln = decode(yl, storage), rms = decode(yr, storage);
    const NormSettings sl =
        fp64Settings(affine ? rowOf(b.gamma, 0, d) : std::vector<double>{1.0},
                     affine ? rowOf(b.beta, 0, d) : std::vector<double>{0.0}, 1e-5f);
    NormSettings sr = sl;
    sr.beta = {0.0};
    for (int r = 0; r < b.rows; ++r) {
        const std::vector<double> xr = rowOf(b.x, r, d);
        const NormTrace tl = traceLayerNorm(xr, sl);
        const NormTrace tr = traceRmsNorm(xr, sr);
        for (int i = 0; i < d; ++i) {
            CAPTURE(r, i);
            const size_t k = size_t(r) * size_t(d) + size_t(i);
            const double refL = tl.output()[size_t(i)], refR = tr.output()[size_t(i)];
            CHECK(std::isnan(ln[k]) == std::isnan(refL));
            CHECK(std::isnan(rms[k]) == std::isnan(refR));
            if (r < 3) {
                // A row with a NaN or inf: LayerNorm's μ and σ² are not finite, so all is NaN;
                // RMSNorm's Σx² is inf for an inf row (finite elements go to 0) or NaN.
                CHECK(std::isnan(ln[k]));
                if (!std::isnan(refR))
                    CHECK(rms[k] == refR);
            } else if (!std::isnan(refL)) {
                CHECK(std::isfinite(ln[k]));
                CHECK(std::abs(ln[k] - refL) <= 0.02 * (std::abs(refL) + 1.0));
                CHECK(std::abs(rms[k] - refR) <= 0.02 * (std::abs(refR) + 1.0));
            }
        }
    }
}

TEST_CASE("bf16 outputs round to nearest even at every edge, with or without a NaN in γ or β",
          "[batch]")
{
    // x = ±1 with Σx² = d and (LayerNorm) Σx = 0, ε = 0: μ = 0 and 1/σ = 1 exactly on every
    // path, so y = ±γ (+ β = 0) exactly before its one rounding, and each γ is an edge of that
    // rounding. The reference is roundToPrecision (round-to-odd, then Eigen's conversion), not
    // the kernels' integer rounding. A NaN in γ or β (wide payloads that a plain add of 0x7FFF
    // would carry into the sign or into ±inf) switches the AVX2 path to its NaN-testing
    // rounding; without one it rounds without the test, and a row of NaN x must still give NaN.
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    const size_t misalign = GENERATE(size_t(0), size_t(1));
    const int d = GENERATE(70, 4098);
    const bool nanCoefficients = GENERATE(false, true);
    CAPTURE(BatchKernels::name(path), BatchKernels::name(stores), misalign, d, nanCoefficients);
    if (!pathRuns(path))
        return;
    const auto fromBits = [](std::uint32_t bits) {
        float f;
        std::memcpy(&f, &bits, 4);
        return f;
    };
    const std::uint32_t edges[] = {
        0x3F808000u,              // tie, kept part even: stays 0x3F80
        0x3F818000u,              // tie, kept part odd: up to 0x3F82
        0x3F808001u, 0x3F807FFFu, // just above and below a tie
        0x3FFFFFFFu,              // rounds up into the next exponent (2.0)
        0x3F7F8000u,              // tie, odd: up into the next exponent (1.0)
        0x7F7FFFFFu, 0x7F7F8000u, // the largest floats round up to +inf
        0x7F7F7FFFu, 0x7F7E8000u, // ... these stay finite
        0x7F800000u, 0xFF800000u, 0x00000000u, 0x80000000u, // ±inf, ±0
        0x00008000u, 0x00018000u, 0x0000FFFFu, 0x80010000u, // subnormal ties and rounding
        0x007FFFFFu, // the largest subnormal rounds up to the smallest normal
        0xBF818000u, 0xBFFFFFFFu, 0xFF7FFFFFu, 0x80008001u};
    const std::uint32_t nans[] = {0x7FFFFFFFu, 0xFFFFFFFFu, 0x7FFF8000u,
                                  0xFFFF8000u, 0x7FC00001u, 0x7F800001u};
    PortableRandom rng(29);
    std::vector<float> gamma(static_cast<size_t>(d)), beta(static_cast<size_t>(d), 0.0f);
    for (int i = 0; i < d; ++i) {
        // Each edge at several positions (both lanes of a pair, the tail); random bits elsewhere.
        std::uint32_t bits = i < 4 * int(std::size(edges)) ? edges[size_t(i) % std::size(edges)]
                                                           : std::uint32_t(rng.nextBits());
        if (std::isnan(fromBits(bits)))
            bits &= 0xFF7FFFFFu; // a finite value instead
        gamma[size_t(i)] = fromBits(bits);
    }
    if (nanCoefficients) {
        for (size_t k = 0; k < std::size(nans); ++k) {
            gamma[size_t(d) - 1 - 3 * k] = fromBits(nans[k]);
            beta[5 + 7 * k] = fromBits(nans[k]);
        }
    }
    // Rows 0 and 1: +1 −1 +1 ... and −1 +1 −1 ...; row 2: NaN x of every kind (bf16 bits).
    const int rows = 3;
    std::vector<std::uint16_t> x(misalign + size_t(rows) * size_t(d));
    const std::uint16_t xNans[] = {0x7FFF, 0xFFFF, 0x7FC1, 0xFF81, 0x7F81};
    for (int r = 0; r < rows; ++r) {
        for (int i = 0; i < d; ++i) {
            std::uint16_t &v = x[misalign + size_t(r) * size_t(d) + size_t(i)];
            v = ((i + r) % 2 == 0) ? 0x3F80 : 0xBF80;
            if (r == 2 && i % 9 == 4)
                v = xNans[size_t(i / 9) % std::size(xNans)];
        }
    }
    for (bool layerNorm : {false, true}) {
        CAPTURE(layerNorm);
        std::vector<std::uint16_t> y(x.size(), 0x3F80);
        if (layerNorm)
            BatchKernels::layerNorm(Storage::Bf16, x.data() + misalign, y.data() + misalign, rows,
                                    d, gamma.data(), beta.data(), 0.0f, path, stores);
        else
            BatchKernels::rmsNorm(Storage::Bf16, x.data() + misalign, y.data() + misalign, rows, d,
                                  gamma.data(), 0.0f, path, stores);
        int bad = 0;
        for (int r = 0; r < rows; ++r) {
            for (int i = 0; i < d; ++i) {
                const size_t k = misalign + size_t(r) * size_t(d) + size_t(i);
                const float got = StorageConversion::floatFromBf16(y[k]);
                const float sign = x[k] == 0x3F80 ? 1.0f : -1.0f;
                // (−γ + 0 is +0 for γ = 0, as LayerNorm's x̂·γ + β gives it.)
                const float exact =
                    layerNorm ? sign * gamma[size_t(i)] + beta[size_t(i)] : sign * gamma[size_t(i)];
                const bool nanExpected = r == 2 || std::isnan(exact);
                bool ok;
                if (nanExpected) {
                    ok = std::isnan(got);
                } else {
                    const double ref = roundToPrecision(exact, Precision::Bf16);
                    ok = got == ref && std::signbit(got) == std::signbit(ref);
                }
                if (!ok && bad++ < 5) {
                    INFO("row " << r << " i " << i << " y bits " << y[k] << " exact " << exact);
                    CHECK(ok);
                }
            }
        }
        CHECK(bad == 0);
    }
}

TEST_CASE("a NaN ε gives NaN outputs in every format, whatever its payload", "[batch]")
{
    // ε's payload reaches every lane through 1/σ; with all its bits set, a round-to-nearest of
    // the bits that did not test for NaN would carry it into −0 (bf16 0x8000) or +0.
    const Storage storage = GENERATE(Storage::Fp32, Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    const std::uint32_t epsBits = GENERATE(0x7FFFFFFFu, 0xFFFFFFFFu, 0x7FC00000u);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), BatchKernels::name(stores),
            epsBits);
    if (!pathRuns(path))
        return;
    float eps;
    std::memcpy(&eps, &epsBits, 4);
    const Batch b = storedBatch(randomBatch(3, 67, 71, 0.2, 1.5), storage);
    const Run run{path, storage, stores};
    const std::vector<float> ln = runKernel(b, run, [&](const void *x, void *y) {
        BatchKernels::layerNorm(storage, x, y, b.rows, b.d, b.gamma.data(), b.beta.data(), eps,
                                path, stores);
    });
    const std::vector<float> rms = runKernel(b, run, [&](const void *x, void *y) {
        BatchKernels::rmsNorm(storage, x, y, b.rows, b.d, b.gamma.data(), eps, path, stores);
    });
    CHECK(std::all_of(ln.begin(), ln.end(), [](float v) { return std::isnan(v); }));
    CHECK(std::all_of(rms.begin(), rms.end(), [](float v) { return std::isnan(v); }));
}
