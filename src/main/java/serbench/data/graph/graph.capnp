# An ORM-like object graph as a Cap'n Proto user stores one: a message's pointers form a tree (no struct is
# pointed to twice), so the graph is normalized into lists whose positions are the ids
# (serbench.data.graph.GraphRows), and each reference is such an id. A department's employees are the employees
# whose department it is. The top of the hierarchy has no manager: -1, the field's default.
@0xd4b67d5932ff5943;
using Java = import "/capnp/java.capnp";
$Java.package("serbench.gen.capnproto.graph");
$Java.outerClassname("GraphSchema");

struct Project {
  code @0 :Text;
  name @1 :Text;
  budgetCents @2 :Int64;
}

struct Department {
  code @0 :Text;
  name @1 :Text;
  head @2 :Int32;  # an employee id
}

struct Employee {
  id @0 :Int32;
  name @1 :Text;
  email @2 :Text;
  salaryCents @3 :Int64;
  department @4 :Int32;  # a department id
  manager @5 :Int32 = -1;  # an employee id
  projects @6 :List(Int32);  # project ids
}

struct Company {
  name @0 :Text;
  projects @1 :List(Project);
  departments @2 :List(Department);
  employees @3 :List(Employee);
}
