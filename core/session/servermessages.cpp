#include "session/servermessages.h"

#include "io/jsonwriter.h"

namespace nk {

namespace {

void writeValues(JsonWriter &w, bool hasValues, const std::string &label,
                 const std::vector<double> &values)
{
    w.key("values");
    if (!hasValues) {
        w.null();
        return;
    }
    w.beginObject().key("label").value(label).key("numbers").values(values).endObject();
}

} // namespace

std::string ServerMessages::welcome(int id, const std::string &name, const std::string &token)
{
    JsonWriter w;
    w.beginObject().key("type").value("welcome").key("id").value(id).key("name").value(name);
    w.key("token").value(token).endObject();
    return w.str();
}

std::string ServerMessages::state(const LessonState &s, const std::string &lang, bool answered)
{
    JsonWriter w;
    w.beginObject().key("type").value("state").key("lang").value(lang);
    w.key("chapter").beginObject().key("number").value(s.chapterNumber);
    w.key("title").value(s.chapterTitle).endObject();
    w.key("step").beginObject().key("number").value(s.stepNumber).key("count").value(s.stepCount);
    w.key("title").value(s.stepTitle).key("text").value(s.stepText);
    w.key("formula").value(s.formula).endObject();
    w.key("vector").values(s.vector).key("d").value(s.d);
    writeValues(w, s.hasValues, s.valuesLabel, s.values);
    w.key("pace").value(s.followPace ? "follow" : "free").key("paused").value(s.paused);
    w.key("question");
    if (s.hasQuestion) {
        w.beginObject().key("id").value(s.questionId).key("prompt").value(s.questionPrompt);
        w.key("open").value(s.questionOpen).key("answered").value(answered).endObject();
    } else {
        w.null();
    }
    w.key("students").value(s.students).endObject();
    return w.str();
}

std::string ServerMessages::question(const std::string &id, const std::string &prompt, bool open,
                                     bool answered)
{
    JsonWriter w;
    w.beginObject().key("type").value("question").key("id").value(id).key("prompt").value(prompt);
    w.key("open").value(open).key("answered").value(answered).endObject();
    return w.str();
}

std::string ServerMessages::reveal(const Reveal &r)
{
    JsonWriter w;
    w.beginObject().key("type").value("reveal").key("question").value(r.question);
    w.key("truth").value(r.truth).key("yours");
    if (r.yours)
        w.value(*r.yours);
    else
        w.null();
    w.key("verdict").value(r.verdict).key("closeness");
    if (r.closeness)
        w.value(*r.closeness);
    else
        w.null();
    w.key("hint").value(r.hint).key("shareRight").value(r.shareRight).endObject();
    return w.str();
}

std::string ServerMessages::whatIf(const std::vector<double> &vector, bool hasValues,
                                   const std::string &label, const std::vector<double> &values,
                                   const std::string &formula)
{
    JsonWriter w;
    w.beginObject().key("type").value("whatif").key("vector").values(vector);
    writeValues(w, hasValues, label, values);
    w.key("formula").value(formula).endObject();
    return w.str();
}

std::string ServerMessages::paused(bool paused)
{
    JsonWriter w;
    w.beginObject().key("type").value("paused").key("paused").value(paused).endObject();
    return w.str();
}

std::string ServerMessages::ended()
{
    return R"({"type":"ended"})";
}

std::string ServerMessages::error(const std::string &message, const std::string &field)
{
    JsonWriter w;
    w.beginObject().key("type").value("error").key("message").value(message);
    if (!field.empty())
        w.key("field").value(field);
    w.endObject();
    return w.str();
}

} // namespace nk
