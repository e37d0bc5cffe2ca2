#pragma once

#include <cstdint>
#include <cstring>

namespace nk {

// fp32 ↔ bf16 / fp16 bit patterns (std::uint16_t), round to nearest, ties to even, with
// overflow to ±inf, gradual underflow and NaN kept a (quiet) NaN. Plain integer and float
// operations, so any CPU runs them and the compiler can vectorize loops over them. Not for
// batchkernelsavx2.cpp, whose inline functions must all be its own.
struct StorageConversion
{
    static std::uint32_t bitsOf(float f)
    {
        std::uint32_t u;
        std::memcpy(&u, &f, sizeof u);
        return u;
    }
    static float floatOf(std::uint32_t u)
    {
        float f;
        std::memcpy(&f, &u, sizeof f);
        return f;
    }

    static std::uint16_t bf16FromFloat(float f)
    {
        const std::uint32_t u = bitsOf(f);
        if ((u & 0x7FFFFFFFu) > 0x7F800000u)
            return std::uint16_t((u >> 16) | 0x40u);
        return std::uint16_t((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
    }
    static float floatFromBf16(std::uint16_t h) { return floatOf(std::uint32_t(h) << 16); }

    // After F. Giesen's float_to_half_fast3_rtne: subnormal results by one float addition that
    // rounds the bits into place, normal ones by a biased integer add.
    static std::uint16_t fp16FromFloat(float f)
    {
        std::uint32_t u = bitsOf(f);
        const std::uint32_t sign = u & 0x80000000u;
        u ^= sign;
        std::uint32_t h;
        if (u >= 0x47800000u) { // ≥ 65536 (rounds to inf), inf or NaN
            h = u > 0x7F800000u ? 0x7E00u : 0x7C00u;
        } else if (u < 0x38800000u) { // below 2⁻¹⁴: an fp16 subnormal or zero
            const float denormMagic = floatOf(((127u - 15u) + (23u - 10u) + 1u) << 23);
            h = bitsOf(floatOf(u) + denormMagic) - bitsOf(denormMagic);
        } else {
            const std::uint32_t odd = (u >> 13) & 1u;
            u += 0xC8000FFFu + odd; // exponent 127 → 15 bias (mod 2³²), plus rounding
            h = u >> 13;
        }
        return std::uint16_t(h | (sign >> 16));
    }
    static float floatFromFp16(std::uint16_t h)
    {
        const std::uint32_t shiftedExponent = 0x7C00u << 13;
        std::uint32_t u = (std::uint32_t(h) & 0x7FFFu) << 13;
        const std::uint32_t exponent = shiftedExponent & u;
        u += (127u - 15u) << 23;
        if (exponent == shiftedExponent) { // inf or NaN
            u += (128u - 16u) << 23;
        } else if (exponent == 0) { // zero or subnormal: renormalize through a float subtraction
            u += 1u << 23;
            u = bitsOf(floatOf(u) - floatOf(113u << 23));
        }
        return floatOf(u | ((std::uint32_t(h) & 0x8000u) << 16));
    }
};

} // namespace nk
