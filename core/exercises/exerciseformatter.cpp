#include "exercises/exerciseformatter.h"

#include "exercises/answergrader.h"
#include "io/jsonwriter.h"
#include "norm/numberformat.h"

#include <sstream>
#include <utility>

namespace nk {

namespace {

constexpr int kKeyDigits = 5; // the key's significant digits: finer than the tolerance

std::string list(const std::vector<double> &v, int digits)
{
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + NumberFormat::number(v[i], digits);
    return s + "]";
}

std::string exact(double v)
{
    return NumberFormat::number(v, 15);
}

} // namespace

ExerciseFormatter::ExerciseFormatter(std::uint64_t sheetNumber, std::vector<Exercise> sheet)
    : m_number(sheetNumber)
    , m_sheet(std::move(sheet))
{
}

std::string ExerciseFormatter::text(Language lang, bool withAnswers) const
{
    const bool zh = lang == Language::Zh;
    // The absolute tolerance holds only for keys of kRelativeOnlyBelow and more (answergrader.h).
    const std::string below = NumberFormat::number(AnswerGrader::kRelativeOnlyBelow, 3);
    const std::string absTol =
        NumberFormat::number(AnswerGrader::kAbsoluteTolerance, 3) +
        (zh ? "（答案绝对值不小于 " + below + " 时）" : " (for keys of " + below + " and more)");
    const std::string relTol = NumberFormat::percent(AnswerGrader::kRelativeTolerance, 2);
    std::ostringstream out;
    if (zh) {
        out << "归一化后厨练习题，编号 " << m_number << "（共 " << m_sheet.size() << " 题）\n"
            << "每题求：均值 μ、方差 σ²（除以 d）、均方根 RMS = √mean(x²)，以及第 k 个元素的\n"
            << "LayerNorm 输出 γ·(x_k − μ)/√(σ² + ε) + β 和 RMSNorm 输出 γ·x_k/√(mean(x²) + ε)。\n"
            << "与答案相差不超过 " << absTol << "，或不超过答案绝对值的 " << relTol
            << "，即算正确。\n\n";
    } else {
        out << "NormKitchen exercise sheet number " << m_number << " (" << m_sheet.size()
            << (m_sheet.size() == 1 ? " exercise)\n" : " exercises)\n")
            << "For each vector find the mean μ, the variance σ² (divide by d), the RMS = "
               "√mean(x²),\nand for element k the LayerNorm output γ·(x_k − μ)/√(σ² + ε) + β "
               "and the RMSNorm output γ·x_k/√(mean(x²) + ε).\n"
            << "An answer is right when it is within " << absTol << " of the key or within "
            << relTol << " of it.\n\n";
    }
    for (size_t i = 0; i < m_sheet.size(); ++i) {
        const Exercise &e = m_sheet[i];
        out << (i + 1) << ". x = " << list(e.vector, 15) << "   γ = " << exact(e.gamma)
            << "   β = " << exact(e.beta) << "   ε = " << exact(e.eps)
            << "   k = " << (e.element + 1) << "\n";
    }
    if (!withAnswers)
        return out.str();
    out << (zh ? "\n答案\n" : "\nAnswer key\n");
    for (size_t i = 0; i < m_sheet.size(); ++i) {
        const Exercise &e = m_sheet[i];
        const ExerciseAnswers a = ExerciseSheet::answers(e);
        const size_t k = size_t(e.element);
        out << (i + 1) << ". μ = " << NumberFormat::number(a.mean, kKeyDigits)
            << "   σ² = " << NumberFormat::number(a.variance, kKeyDigits)
            << "   σ = " << NumberFormat::number(a.std, kKeyDigits)
            << "   RMS = " << NumberFormat::number(a.rms, kKeyDigits) << "\n   LayerNorm y_"
            << (k + 1) << " = " << NumberFormat::number(a.layerNormOutput[k], kKeyDigits)
            << "   RMSNorm y_" << (k + 1) << " = "
            << NumberFormat::number(a.rmsNormOutput[k], kKeyDigits)
            << "\n   LayerNorm y = " << list(a.layerNormOutput, kKeyDigits)
            << "\n   RMSNorm y = " << list(a.rmsNormOutput, kKeyDigits) << "\n";
    }
    return out.str();
}

std::string ExerciseFormatter::json(bool withAnswers) const
{
    JsonWriter w;
    w.beginObject().key("sheet").value(m_number).key("seed").value(m_number);
    w.key("tolerance").beginObject().key("absolute").value(AnswerGrader::kAbsoluteTolerance);
    w.key("relative").value(AnswerGrader::kRelativeTolerance);
    w.key("relative_only_below").value(AnswerGrader::kRelativeOnlyBelow).endObject();
    w.key("exercises").beginArray();
    for (const Exercise &e : m_sheet) {
        w.beginObject().key("vector").values(e.vector).key("gamma").value(e.gamma);
        w.key("beta").value(e.beta).key("eps").value(e.eps).key("element").value(e.element);
        if (withAnswers) {
            const ExerciseAnswers a = ExerciseSheet::answers(e);
            w.key("answers").beginObject().key("mean").value(a.mean);
            w.key("variance").value(a.variance).key("std").value(a.std).key("rms").value(a.rms);
            w.key("layernorm_output").values(a.layerNormOutput);
            w.key("rmsnorm_output").values(a.rmsNormOutput).endObject();
        }
        w.endObject();
    }
    w.endArray().endObject();
    return w.str() + "\n";
}

} // namespace nk
