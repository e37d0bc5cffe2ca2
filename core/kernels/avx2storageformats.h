#pragma once

// Only for files compiled with -mavx2 -mfma -mf16c (batchkernelsavx2.cpp): the formats' loads
// and stores are AVX2 and F16C instructions. In an unnamed namespace, so each such file has its
// own copies and the linker can never keep one for code that runs on any x86-64.
#include <immintrin.h>

#include <cstdint>

namespace nk {
namespace {

// How each storage format loads 8 elements into fp32 lanes and stores 8 lanes back, rounding
// to nearest, ties to even. A streaming store needs its address aligned to the 8 elements'
// size (32 bytes for fp32, 16 for the 16-bit formats).
struct Fp32Storage
{
    using T = float;
    static __m256 load(const T *p) { return _mm256_loadu_ps(p); }
    // Sixteen elements in two vectors, in an order only sums may use.
    static void load16(const T *p, __m256 &a, __m256 &b)
    {
        a = load(p);
        b = load(p + 8);
    }
    static float loadOne(const T *p) { return *p; }
    static void store(T *p, __m256 v) { _mm256_storeu_ps(p, v); }
    static void stream(T *p, __m256 v) { _mm256_stream_ps(p, v); }
    static void storeOne(T *p, float v) { *p = v; }
    static constexpr bool kSplit = false;
    static void loadSplit(const T *, __m256 &, __m256 &) {}
    static void storeSplit(T *, __m256, __m256) {}
    static void streamSplit(T *, __m256, __m256) {}
};

// AnyNan: whether a NaN whose low 16 bits are not zero may reach the write walk's lanes (see
// roundHigh); without one, the rounding skips the NaN test.
template <bool AnyNan> struct Bf16Storage
{
    using T = std::uint16_t;
    static __m256 load(const T *p)
    {
        const __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
    }
    // Interleaving with zeros widens 16 elements in two operations (instead of a widening load
    // and a shift per 8), but within 128-bit halves: a holds elements 0–3 and 8–11, b the rest.
    static void load16(const T *p, __m256 &a, __m256 &b)
    {
        const __m256i h = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        const __m256i zero = _mm256_setzero_si256();
        a = _mm256_castsi256_ps(_mm256_unpacklo_epi16(zero, h));
        b = _mm256_castsi256_ps(_mm256_unpackhi_epi16(zero, h));
    }
    static float loadOne(const T *p)
    {
        return _mm_cvtss_f32(_mm_castsi128_ps(_mm_cvtsi32_si128(int(std::uint32_t(*p) << 16))));
    }
    // Sixteen elements as even (0, 2, ..., 14) and odd (1, 3, ..., 15) lanes: each 32-bit slot
    // of the load holds an even element in its low half and the next odd one in its high half,
    // so a shift and a mask widen all 16 (the write walk's γ and β are split to match).
    static void loadSplit(const T *p, __m256 &even, __m256 &odd)
    {
        const __m256i h = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        even = _mm256_castsi256_ps(_mm256_slli_epi32(h, 16));
        odd = _mm256_castsi256_ps(_mm256_and_si256(h, _mm256_set1_epi32(int(0xFFFF0000u))));
    }
    // Round to nearest even on the bits: add 0x7FFF plus the kept part's lowest bit (0x8000 when
    // it is odd: the mask of an odd lane is −1, subtracted); the bf16 result is the high half.
    // No shuffle or shift: those share two of the four vector pipes with the widening and the
    // packing. A NaN must be truncated instead, so it cannot carry into the sign (0x7FFFFFFF
    // would round to −0). The lanes hold results of arithmetic, and x86 arithmetic only makes
    // quiet NaNs, whose top half is still a NaN (what storeOne's explicit quieting gives too).
    // Nor does it make payloads: a NaN lane is the default NaN (0xFFC00000) or carries the
    // payload of a NaN operand. Those from x (bf16, widened) and from μ and 1/σ (their NaNs come
    // from x's or are default ones, through double and back) have their low 16 bits zero, so
    // the add cannot carry and rounds them to their truncation. Only γ, β or ε (fp32) can bring
    // other payloads (ε's through 1/σ): when none is a NaN (AnyNan false), no NaN test is needed.
    static __m256i roundHigh(__m256 v, bool anyNan = true)
    {
        const __m256i bits = _mm256_castps_si256(v);
        const __m256i oddBit = _mm256_set1_epi32(0x10000);
        const __m256i odd = _mm256_cmpeq_epi32(_mm256_and_si256(bits, oddBit), oddBit);
        const __m256i bias = _mm256_sub_epi32(_mm256_set1_epi32(0x7FFF), odd);
        if (!anyNan)
            return _mm256_add_epi32(bits, bias);
        const __m256i nan = _mm256_castps_si256(_mm256_cmp_ps(v, v, _CMP_UNORD_Q));
        return _mm256_add_epi32(bits, _mm256_andnot_si256(nan, bias));
    }
    // Eight lanes → eight 16-bit values in the low half of each 32-bit slot (not yet packed).
    static __m256i round32(__m256 v) { return _mm256_srli_epi32(roundHigh(v), 16); }
    // loadSplit's inverse: the even lanes' results into the low halves, the odd lanes' into the
    // high halves, 16 elements in order with one shift and no pack or permute.
    static __m256i joinSplit(__m256 even, __m256 odd)
    {
        return _mm256_blend_epi16(_mm256_srli_epi32(roundHigh(even, AnyNan), 16),
                                  roundHigh(odd, AnyNan), 0xAA);
    }
    static __m128i round(__m256 v)
    {
        const __m256i r = round32(v);
        return _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packus_epi32(r, r), 0x08));
    }
    static void store(T *p, __m256 v)
    {
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p), round(v));
    }
    static void stream(T *p, __m256 v)
    {
        _mm_stream_si128(reinterpret_cast<__m128i *>(p), round(v));
    }
    static constexpr bool kSplit = true;
    static void storeSplit(T *p, __m256 even, __m256 odd)
    {
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(p), joinSplit(even, odd));
    }
    static void streamSplit(T *p, __m256 even, __m256 odd)
    {
        _mm256_stream_si256(reinterpret_cast<__m256i *>(p), joinSplit(even, odd));
    }
    static void storeOne(T *p, float v)
    {
        const std::uint32_t bits =
            std::uint32_t(_mm_cvtsi128_si32(_mm_castps_si128(_mm_set_ss(v))));
        if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
            *p = T((bits >> 16) | 0x40u);
        else
            *p = T((bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16);
    }
};

struct Fp16Storage
{
    using T = std::uint16_t;
    static __m256 load(const T *p)
    {
        return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)));
    }
    static void load16(const T *p, __m256 &a, __m256 &b)
    {
        a = load(p);
        b = load(p + 8);
    }
    static float loadOne(const T *p) { return _cvtsh_ss(*p); }
    static void store(T *p, __m256 v)
    {
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p),
                         _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
    }
    static void stream(T *p, __m256 v)
    {
        _mm_stream_si128(reinterpret_cast<__m128i *>(p),
                         _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
    }
    static void storeOne(T *p, float v) { *p = T(_cvtss_sh(v, _MM_FROUND_TO_NEAREST_INT)); }
    static constexpr bool kSplit = false;
    static void loadSplit(const T *, __m256 &, __m256 &) {}
    static void storeSplit(T *, __m256, __m256) {}
    static void streamSplit(T *, __m256, __m256) {}
};

} // namespace
} // namespace nk
